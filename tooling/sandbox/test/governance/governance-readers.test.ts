import { toPublicKey } from '@keel/chain-readers';
import { amountToLamports } from '@keel/core-math';
import {
  castVoteInstructions,
  decodeRealmConfigAccount,
  decodeVoter,
  depositVotingPower,
  depositWithLockupInstructions,
  GOVERNANCE_ACCOUNT_TYPE,
  lockedAmount,
  NO_VOTE,
  PROPOSAL_STATE_LABELS,
  proposalStateLabel,
  readProposal,
  readRealm,
  readRealmProposals,
  readRegistrar,
  readTokenOwnerRecord,
  readVoteRecord,
  readVoter,
  readVotingPower,
  SPL_GOVERNANCE_PROGRAM_ID,
  unlockedAmount,
  VOTER_SIZE,
  VSR_PROGRAM_ID,
  YES_VOTE,
} from '@keel/governance-registry';
import {
  Connection,
  PublicKey,
  SendTransactionError,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase58 } from '../../src/encoding/base58';
import { type SandboxChain, startSandboxChain } from '../../src/sandbox-chain';
import {
  depositEntryOf,
  type GovernanceWriteReport,
  votingMintConfigOf,
  type WorldGovernance,
} from '../../src/world';

let chain: SandboxChain;
let connection: Connection;
let gov: WorldGovernance;
let report: GovernanceWriteReport;
const key = (address: string) => new PublicKey(address);
/** The registrar's one voting mint (the native token) as the package's config. */
function nativeVotingMint() {
  const [mint] = gov.registrar.votingMints;
  if (mint === undefined) throw new Error('the registrar has no voting mint');
  return votingMintConfigOf(mint);
}

beforeAll(async () => {
  chain = await startSandboxChain({ ports: { rpc: 0, ws: 0, control: 0 }, seed: 'readers-gov' });
  connection = new Connection(chain.rpcUrl, {
    commitment: 'confirmed',
    wsEndpoint: chain.wsUrl,
    disableRetryOnRateLimit: true,
  });
  gov = chain.world.governance;
  report = chain.worldReport.programState.governance;
});
afterAll(() => chain.close());

describe('the sandbox’s staking through governance-registry', () => {
  it('reads the registrar the world names, at the program ids it records', async () => {
    expect(chain.world.programs.voterStakeRegistry).toBe(VSR_PROGRAM_ID.toBase58());
    expect(report.programs.splGovernance).toBe(SPL_GOVERNANCE_PROGRAM_ID.toBase58());
    const registrar = await readRegistrar(connection, key(gov.registrar.address));
    expect(registrar.realm.toBase58()).toBe(gov.realm.address);
    expect(registrar.realmGoverningTokenMint.toBase58()).toBe(gov.token.mint);
    expect(registrar.votingMints[0]).toEqual(nativeVotingMint());
  });

  it('lists both voters with the filters VSR.md gives (size, registrar, authority)', async () => {
    const registrar = key(gov.registrar.address);
    const all = await connection.getProgramAccounts(toPublicKey(VSR_PROGRAM_ID), {
      filters: [{ dataSize: VOTER_SIZE }, { memcmp: { offset: 40, bytes: registrar.toBase58() } }],
    });
    expect(all.map((a) => a.pubkey.toBase58()).sort()).toEqual(
      gov.voters.map((v) => v.address).sort(),
    );
    for (const voter of gov.voters) {
      const mine = await connection.getProgramAccounts(toPublicKey(VSR_PROGRAM_ID), {
        filters: [{ dataSize: VOTER_SIZE }, { memcmp: { offset: 8, bytes: voter.wallet } }],
      });
      expect(mine.map((a) => a.pubkey.toBase58())).toEqual([voter.address]);
      for (const { pubkey, account } of mine) {
        expect(decodeVoter(pubkey, account).voterAuthority.toBase58()).toBe(voter.wallet);
      }
    }
  });

  it('reads each wallet’s voter with every seeded deposit', async () => {
    for (const voter of gov.voters) {
      const read = await readVoter(connection, key(gov.registrar.address), key(voter.wallet));
      expect(read?.address.toBase58()).toBe(voter.address);
      const anchor = BigInt(report.writtenAtUnix);
      for (const deposit of voter.deposits) {
        expect(read?.deposits[deposit.index]).toEqual(
          depositEntryOf(deposit, gov.token.decimals, anchor),
        );
      }
      expect(read?.deposits.filter((d) => d.isUsed)).toHaveLength(voter.deposits.length);
    }
  });

  it('computes each deposit’s voting power at the chain clock as the formula on the world', async () => {
    const config = nativeVotingMint();
    const anchor = BigInt(report.writtenAtUnix);
    for (const voter of gov.voters) {
      const state = await readVotingPower(
        connection,
        key(gov.registrar.address),
        key(voter.wallet),
      );
      // The chain clock: from the clock sysvar, at or after the write moment.
      expect(state.chainUnixTs >= anchor).toBe(true);
      expect(state.weight.now).toBe(state.chainUnixTs);
      let total = 0n;
      for (const deposit of voter.deposits) {
        const entry = depositEntryOf(deposit, gov.token.decimals, anchor);
        const expected = depositVotingPower(entry, config, state.weight.now);
        const seeded = state.weight.deposits.find((d) => d.index === deposit.index);
        expect(seeded?.votingPower, `${voter.role} #${deposit.index} ${deposit.kind}`).toEqual(
          expected,
        );
        expect(seeded?.amountLocked).toBe(lockedAmount(entry, state.weight.now));
        expect(seeded?.amountUnlocked).toBe(unlockedAmount(entry, state.weight.now));
        if (deposit.kind !== 'none' && deposit.status === 'active') {
          expect(expected.locked > 0n).toBe(true);
        }
        total += expected.total;
      }
      expect(state.weight.votes).toBe(total);
    }
  });

  it('holds the deposits in each voter’s vault and the rest in the wallet', async () => {
    for (const voter of gov.voters) {
      const vault = await connection.getTokenAccountBalance(key(voter.vault));
      expect(BigInt(vault.value.amount)).toBe(
        amountToLamports(voter.totalDeposited, gov.token.decimals),
      );
      const held = await connection.getTokenAccountsByOwner(key(voter.wallet), {
        mint: key(gov.token.mint),
      });
      const balances = await Promise.all(
        held.value.map((a) => connection.getTokenAccountBalance(a.pubkey)),
      );
      const liquid = balances.reduce((sum, b) => sum + BigInt(b.value.amount), 0n);
      expect(liquid).toBe(amountToLamports(voter.walletBalance, gov.token.decimals));
    }
  });
});

describe('the sandbox’s realm through governance-registry', () => {
  it('reads the realm and its config with VSR as the voter-weight plugin', async () => {
    const realm = await readRealm(connection, key(gov.realm.address));
    expect(realm.name).toBe(gov.realm.name);
    expect(realm.communityMint.toBase58()).toBe(gov.token.mint);
    expect(realm.authority?.toBase58()).toBe(gov.governance.address);
    const config = await connection.getAccountInfo(key(gov.realm.config));
    if (config === null) throw new Error('no realm config');
    const decoded = decodeRealmConfigAccount(key(gov.realm.config), config);
    expect(decoded.communityTokenConfig.voterWeightAddin?.toBase58()).toBe(
      chain.world.programs.voterStakeRegistry,
    );
  });

  it('lists every proposal of the realm, with every state label', async () => {
    const { governances, proposals } = await readRealmProposals(connection, key(gov.realm.address));
    expect(governances.map((g) => g.address.toBase58())).toEqual([gov.governance.address]);
    expect(proposals.map((p) => p.address.toBase58()).sort()).toEqual(
      gov.proposals.map((p) => p.address).sort(),
    );
    const labels = new Set(proposals.map((p) => proposalStateLabel(p.state)));
    expect(labels).toEqual(new Set(Object.values(PROPOSAL_STATE_LABELS)));
    for (const proposal of gov.proposals) {
      const read = proposals.find((p) => p.address.toBase58() === proposal.address);
      expect(read?.state).toBe(proposal.state);
      expect(read?.name).toBe(proposal.title);
      expect(read?.options.map((o) => o.voteWeight)).toEqual(
        proposal.options.map((o) => amountToLamports(o.votes, gov.token.decimals)),
      );
      expect(read?.denyVoteWeight).toBe(
        proposal.noVotes === null ? null : amountToLamports(proposal.noVotes, gov.token.decimals),
      );
      expect(read?.draftAt).toBe(
        BigInt(report.writtenAtUnix) + BigInt(proposal.timeline.draftOffsetSeconds),
      );
    }
  });

  it('reads the wallets’ token owner records and vote records', async () => {
    const realm = key(gov.realm.address);
    const governingTokenMint = key(gov.token.mint);
    for (const voter of gov.voters) {
      const wallet = key(voter.wallet);
      const record = await readTokenOwnerRecord(connection, { realm, governingTokenMint, wallet });
      const world = gov.tokenOwnerRecords.find((r) => r.owner === voter.wallet);
      expect(record?.address.toBase58()).toBe(voter.tokenOwnerRecord);
      expect(record?.unrelinquishedVotesCount).toBe(BigInt(world?.unrelinquishedVotesCount ?? -1));
      const votes = gov.voteRecords.filter((r) => r.wallet === voter.wallet);
      expect(votes.length).toBeGreaterThanOrEqual(3);
      for (const vote of votes) {
        const read = await readVoteRecord(connection, key(vote.proposal), {
          realm,
          governingTokenMint,
          wallet,
        });
        expect(read?.vote.kind).toBe(vote.vote);
        expect(read?.voterWeight).toBe(amountToLamports(vote.voterWeight, gov.token.decimals));
        expect(read?.isRelinquished).toBe(vote.isRelinquished);
      }
      const notVoted = gov.proposals.find(
        (p) => p.state === 'Draft' && !votes.some((v) => v.proposal === p.address),
      );
      expect(
        await readVoteRecord(connection, key(notVoted?.address ?? gov.realm.address), {
          realm,
          governingTokenMint,
          wallet,
        }),
      ).toBeNull();
    }
  });

  it('lists a wallet’s vote records by owner, as the npm client filters them', async () => {
    const voter = gov.voters[0];
    if (voter === undefined) throw new Error('no voter');
    const found = await connection.getProgramAccounts(toPublicKey(SPL_GOVERNANCE_PROGRAM_ID), {
      filters: [
        {
          memcmp: {
            offset: 0,
            bytes: encodeBase58(Uint8Array.of(GOVERNANCE_ACCOUNT_TYPE.VoteRecordV2)),
          },
        },
        { memcmp: { offset: 33, bytes: voter.wallet } },
      ],
    });
    expect(found.map((a) => a.pubkey.toBase58()).sort()).toEqual(
      gov.voteRecords
        .filter((r) => r.wallet === voter.wallet)
        .map((r) => r.address)
        .sort(),
    );
  });
});

describe('staking and voting transactions', () => {
  /** Sends through preflight as the app's wallet pipeline does; resolves with the error. */
  async function send(instructions: TransactionInstruction[]): Promise<unknown> {
    const wallet = chain.wallet('ordinary');
    const { blockhash } = await connection.getLatestBlockhash();
    const tx = new Transaction({ feePayer: wallet.publicKey, recentBlockhash: blockhash });
    tx.add(...instructions).sign(wallet);
    return connection.sendRawTransaction(tx.serialize()).then(
      () => null,
      (error: unknown) => error,
    );
  }

  it('a stake lands in the emulated registrar and a vote on the emulated spl-governance', async () => {
    const wallet = chain.wallet('ordinary').publicKey;
    const registrar = await readRegistrar(connection, key(gov.registrar.address));
    const voter = await readVoter(connection, registrar.address, wallet);
    const stake = depositWithLockupInstructions({
      registrar,
      voter,
      wallet,
      mint: registrar.realmGoverningTokenMint,
      amountNative: 1_000_000n,
      kind: 'cliff',
      periods: 30,
    });
    expect(await send(stake.instructions)).toBeNull();
    const staked = await readVoter(connection, registrar.address, wallet);
    expect(staked?.deposits[stake.depositEntryIndex]?.amountDepositedNative).toBe(1_000_000n);
    // The one proposal the ordinary wallet has not voted on is in its cool-off time: a Yes is
    // refused there, a No counts, and a second vote is refused.
    const other = gov.proposals.find(
      (p) =>
        p.state === 'Voting' &&
        !gov.voteRecords.some((r) => r.proposal === p.address && r.role === 'ordinary'),
    );
    if (other === undefined) throw new Error('no proposal the ordinary wallet has not voted on');
    const target = await readProposal(connection, key(other.address));
    if (target === null) throw new Error('proposal missing');
    const vote = (choice: typeof YES_VOTE) =>
      send(castVoteInstructions({ registrar, proposal: target, wallet, vote: choice }));
    const yes = await vote(YES_VOTE);
    expect(yes).toBeInstanceOf(SendTransactionError);
    expect(String(yes)).toMatch(/custom program error: 0x25e/);
    expect(await vote(NO_VOTE)).toBeNull();
    expect(String(await vote(NO_VOTE))).toMatch(/custom program error: 0x207/);
    const tallied = await readProposal(connection, key(other.address));
    expect(tallied?.denyVoteWeight).toBeGreaterThan(target.denyVoteWeight ?? 0n);
  });
});
