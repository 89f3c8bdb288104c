import { decodeMint, decodeTokenAccount, toPublicKey } from '@keel/chain-readers';
import {
  decodeProposal,
  REGISTRAR_SIZE,
  SPL_GOVERNANCE_PROGRAM_ID,
  VOTER_SIZE,
  VOTER_WEIGHT_RECORD_SIZE,
  VSR_PROGRAM_ID,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../../chain/ledger';
import { ProgramHandlerRegistry } from '../../chain/program-handler';
import { writeContext } from '../accounts/write-context';
import { generateWorld } from '../generate-world';
import { faucetKeypair } from '../wallets';
import { writeGovernanceAccounts } from './governance-accounts';
import { vaultAmount } from './governance-state';

const seed = 'governance-write';
const world = generateWorld({ seed, brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' } });
const gov = world.governance;
const ledger = new Ledger({
  startSlot: 2_000,
  slotMs: 400,
  programs: [],
  handlers: new ProgramHandlerRegistry(),
  faucet: () => faucetKeypair(seed),
});
type Account = NonNullable<ReturnType<Ledger['readAccount']>>;
let report: ReturnType<typeof writeGovernanceAccounts> | undefined;
ledger.initialise((l) => {
  report = writeGovernanceAccounts(writeContext(l, world));
});
const read = (address: string) => ledger.readAccount(new PublicKey(address)) as Account;

describe('writeGovernanceAccounts', () => {
  it('writes the VSR accounts owned by the VSR program, at their sizes', () => {
    const owned = ledger.accountsOwnedBy(toPublicKey(VSR_PROGRAM_ID));
    const sizes = owned.map((a) => a.account.data.length).sort((a, b) => a - b);
    expect(sizes).toEqual(
      [
        REGISTRAR_SIZE,
        ...gov.voters.map(() => VOTER_SIZE),
        ...gov.voters.map(() => VOTER_WEIGHT_RECORD_SIZE),
      ].sort((a, b) => a - b),
    );
    expect(report?.voterStakeRegistry).toEqual({
      registrars: 1,
      voters: 2,
      voterWeightRecords: 2,
      deposits: gov.voters.reduce((n, v) => n + v.deposits.length, 0),
    });
  });

  it('writes every spl-governance account owned by spl-governance, rent-exempt', () => {
    const owned = ledger.accountsOwnedBy(toPublicKey(SPL_GOVERNANCE_PROGRAM_ID));
    const expected =
      3 + gov.tokenOwnerRecords.length + gov.proposals.length + gov.voteRecords.length;
    expect(owned).toHaveLength(expected);
    for (const { account } of owned) {
      expect(account.lamports).toBe(ledger.minimumBalanceForRentExemption(account.data.length));
    }
    const states = report?.proposalsByState ?? {};
    expect(Object.values(states).reduce((a, b) => a + b, 0)).toBe(gov.proposals.length);
    expect(Object.keys(states)).toHaveLength(10);
  });

  it('anchors the proposals’ times at the write moment', () => {
    const now = BigInt(ledger.blockTime(ledger.slot));
    expect(report?.writtenAtUnix).toBe(Number(now));
    for (const proposal of gov.proposals) {
      const decoded = decodeProposal(new PublicKey(proposal.address), read(proposal.address));
      expect(decoded.draftAt).toBe(now + BigInt(proposal.timeline.draftOffsetSeconds));
      // The start slot is small here: slots before genesis are clamped to 0.
      if (decoded.votingAtSlot !== null) expect(decoded.votingAtSlot >= 0n).toBe(true);
    }
  });

  it('fills each voter’s vault with its deposits and mints the council tokens', () => {
    for (const voter of gov.voters) {
      const vault = decodeTokenAccount(new PublicKey(voter.vault), read(voter.vault));
      expect(vault.owner.toBase58()).toBe(voter.address);
      expect(vault.mint.toBase58()).toBe(gov.token.mint);
      expect(vault.amount).toBe(vaultAmount(gov, voter));
      expect(vault.amount > 0n).toBe(true);
    }
    const council = decodeMint(new PublicKey(gov.realm.councilMint), read(gov.realm.councilMint));
    expect(council.supply).toBe(BigInt(gov.realm.councilSupply));
    expect(council.mintAuthority?.toBase58()).toBe(gov.governance.address);
  });
});
