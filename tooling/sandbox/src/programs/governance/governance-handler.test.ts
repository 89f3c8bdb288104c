import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  castVoteInstructions,
  createAssociatedTokenAccountIdempotentInstruction,
  decodeProposal,
  decodeRegistrar,
  decodeTokenOwnerRecord,
  decodeVoteRecord,
  decodeVoterWeightRecord,
  depositWithLockupInstructions,
  NO_VOTE,
  type Proposal,
  relinquishVoteInstruction,
  tokenOwnerRecordAddress,
  updateVoterWeightRecordInstruction,
  voteRecordAddress,
  voterAddress,
  voterWeightRecordAddress,
  YES_VOTE,
} from '@keel/governance-registry';
import {
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferChecked } from '../../test-support/spl-instructions';
import { sendLanded, startTestChain, type TestChain } from '../../test-support/test-chain';
import { vsrHandler } from '../vsr/vsr-handler';
import { governanceHandler } from './governance-handler';

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({ seed: 'governance', handlers: [vsrHandler, governanceHandler] });
});
afterAll(() => t.chain.close());

function world() {
  const gov = t.chain.world.governance;
  const address = new PublicKey(gov.registrar.address);
  const registrar = decodeRegistrar(address, t.chain.ledger.readAccount(address) ?? never());
  return { gov, registrar, mint: registrar.realmGoverningTokenMint };
}

function never(): never {
  throw new Error('account missing');
}

const TITLES: Record<string, string> = {
  'jitosol-cap': 'JitoSOL deposit limit',
  'season-incentives': 'Season 4 liquidity incentives',
  'bonk-ltv': 'BONK loan-to-value',
};

function proposalAt(address: PublicKey): Proposal {
  return decodeProposal(address, t.chain.ledger.readAccount(address) ?? never());
}

/** A world proposal by a short name (its title). */
function proposal(name: string): Proposal {
  const { gov } = world();
  const entry = gov.proposals.find((p) => p.title.includes(TITLES[name] ?? name)) ?? never();
  return proposalAt(new PublicKey(entry.address));
}

const send = (signers: Keypair[], ...ixs: TransactionInstruction[]) =>
  sendLanded(t.connection, new Transaction().add(...ixs), signers);

async function failure(signers: Keypair[], ...ixs: TransactionInstruction[]) {
  try {
    await send(signers, ...ixs);
  } catch (caught) {
    if (caught instanceof SendTransactionError)
      return { message: caught.message, logs: caught.logs ?? [] };
    throw caught;
  }
  throw new Error('the transaction landed');
}

/** A new staker: SOL, native tokens from the ordinary wallet, a 365-day cliff stake. */
async function staker(amount: bigint) {
  const { gov, registrar, mint } = world();
  const wallet = Keypair.generate();
  await t.connection.requestAirdrop(wallet.publicKey, 2 * LAMPORTS_PER_SOL);
  const source =
    t.chain.world.wallets
      .find((w) => w.role === 'ordinary')
      ?.tokens.find((b) => b.mint === mint.toBase58()) ?? never();
  const ata = createAssociatedTokenAccountIdempotentInstruction({
    payer: t.ordinary.publicKey,
    owner: wallet.publicKey,
    mint,
  });
  await send(
    [t.ordinary],
    ata,
    transferChecked(
      new PublicKey(source.account),
      toPublicKey(mint),
      ata.keys[1]?.pubkey ?? never(),
      t.ordinary.publicKey,
      amount,
      gov.token.decimals,
      toPublicKey(TOKEN_PROGRAM_ID),
    ),
  );
  const { instructions } = depositWithLockupInstructions({
    registrar,
    voter: null,
    wallet: wallet.publicKey,
    mint,
    amountNative: amount,
    kind: 'cliff',
    periods: 365,
  });
  await send([wallet], ...instructions);
  return wallet;
}

function voteIxs(wallet: Keypair, target: Proposal, vote = YES_VOTE, createRecord = true) {
  const { registrar } = world();
  return castVoteInstructions({
    registrar,
    proposal: target,
    wallet: wallet.publicKey,
    vote,
    createTokenOwnerRecord: createRecord,
  });
}

function weightOf(wallet: Keypair): bigint {
  const { registrar } = world();
  const address = voterWeightRecordAddress(registrar.address, wallet.publicKey).address;
  return decodeVoterWeightRecord(
    address,
    t.chain.ledger.readAccount(toPublicKey(address)) ?? never(),
  ).voterWeight;
}

function records(wallet: Keypair, target: Proposal) {
  const { registrar, mint } = world();
  const tor = tokenOwnerRecordAddress(
    registrar.realm,
    mint,
    wallet.publicKey,
    registrar.governanceProgramId,
  ).address;
  const vote = voteRecordAddress(target.address, tor, registrar.governanceProgramId).address;
  const torAccount = t.chain.ledger.readAccount(toPublicKey(tor));
  const voteAccount = t.chain.ledger.readAccount(toPublicKey(vote));
  return {
    tor: torAccount === null ? null : decodeTokenOwnerRecord(tor, torAccount),
    vote: voteAccount === null ? null : decodeVoteRecord(vote, voteAccount),
  };
}

describe('the emulated spl-governance', () => {
  it('casts a yes vote with the registrar’s weight of this slot and creates the records', async () => {
    const wallet = await staker(2_000_000_000n);
    const before = proposal('jitosol-cap');
    const signature = await send([wallet], ...voteIxs(wallet, before));
    const after = proposal('jitosol-cap');
    const weight = weightOf(wallet);
    expect(weight).toBeGreaterThan(2_000_000_000n);
    expect(after.options[0]?.voteWeight).toBe((before.options[0]?.voteWeight ?? 0n) + weight);
    expect(after.denyVoteWeight).toBe(before.denyVoteWeight);
    const { tor, vote } = records(wallet, before);
    expect(tor?.unrelinquishedVotesCount).toBe(1n);
    expect(vote).toMatchObject({ voterWeight: weight, isRelinquished: false, vote: YES_VOTE });
    const logs =
      (await t.connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta
        ?.logMessages ?? [];
    expect(logs).toContain('Program log: GOVERNANCE-INSTRUCTION: CreateTokenOwnerRecord');
    expect(logs).toContain(
      'Program log: GOVERNANCE-INSTRUCTION: CastVote { vote: Approve([VoteChoice { rank: 0, weight_percentage: 100 }]) }',
    );
  });

  it('refuses a second vote on the same proposal (VoteAlreadyExists, 519)', async () => {
    const wallet = await staker(1_000_000_000n);
    await send([wallet], ...voteIxs(wallet, proposal('season-incentives')));
    const again = await failure(
      [wallet],
      ...voteIxs(wallet, proposal('season-incentives'), NO_VOTE, false),
    );
    expect(again.message).toContain('custom program error: 0x207');
    expect(again.logs).toContain(
      'Program log: GOVERNANCE-ERROR: Token Owner already voted on the Proposal',
    );
  });

  it('refuses a weight record from an earlier slot (VoterWeightRecordExpired, 577)', async () => {
    const wallet = await staker(1_000_000_000n);
    const { registrar } = world();
    await send(
      [wallet],
      updateVoterWeightRecordInstruction({
        registrar: registrar.address,
        voterAuthority: wallet.publicKey,
      }),
    );
    t.chain.ledger.advanceSlots(1);
    const [createRecord, , cast] = voteIxs(wallet, proposal('jitosol-cap'));
    const stale = await failure([wallet], createRecord ?? never(), cast ?? never());
    expect(stale.message).toContain('custom program error: 0x241');
  });

  it('refuses a yes vote in the cool-off time but takes a no (606)', async () => {
    const wallet = await staker(1_000_000_000n);
    const target = proposal('bonk-ltv');
    const yes = await failure([wallet], ...voteIxs(wallet, target));
    expect(yes.message).toContain('custom program error: 0x25e');
    await send([wallet], ...voteIxs(wallet, target, NO_VOTE));
    expect(proposal('bonk-ltv').denyVoteWeight).toBe(
      (target.denyVoteWeight ?? 0n) + weightOf(wallet),
    );
  });

  it('refuses a vote on a decided proposal (InvalidStateCannotVote, 531)', async () => {
    const wallet = await staker(1_000_000_000n);
    const { gov } = world();
    const decided = gov.proposals.find((p) => p.state === 'Succeeded') ?? never();
    const refused = await failure(
      [wallet],
      ...voteIxs(wallet, proposalAt(new PublicKey(decided.address))),
    );
    expect(refused.message).toContain('custom program error: 0x213');
  });

  it('relinquishes a vote while voting: the tally drops back and the stake can be withdrawn again', async () => {
    const wallet = await staker(1_000_000_000n);
    const { registrar, mint } = world();
    const before = proposal('jitosol-cap');
    await send([wallet], ...voteIxs(wallet, before));
    const relinquish = relinquishVoteInstruction({
      realm: registrar.realm,
      governance: before.governance,
      proposal: before.address,
      governingTokenMint: mint,
      wallet: wallet.publicKey,
      governanceProgramId: registrar.governanceProgramId,
    });
    await send([wallet], relinquish);
    expect(proposal('jitosol-cap').options[0]?.voteWeight).toBe(before.options[0]?.voteWeight);
    const { tor, vote } = records(wallet, before);
    expect(tor?.unrelinquishedVotesCount).toBe(0n);
    expect(vote).toBeNull();
    // A second relinquish finds no vote record.
    const again = await failure([wallet], relinquish);
    expect(again.message).toContain('custom program error: 0x44d');
  });

  it('marks the vote relinquished once the proposal is decided', async () => {
    const { gov, registrar, mint } = world();
    const decided = gov.voteRecords.find((r) => {
      const p = gov.proposals.find((x) => x.address === r.proposal);
      return p !== undefined && p.state !== 'Voting' && !r.isRelinquished && r.role === 'ordinary';
    });
    if (decided === undefined) return;
    const target = proposalAt(new PublicKey(decided.proposal));
    const torBefore = records(t.ordinary, target).tor;
    await send(
      [t.ordinary],
      relinquishVoteInstruction({
        realm: registrar.realm,
        governance: target.governance,
        proposal: target.address,
        governingTokenMint: mint,
        wallet: t.ordinary.publicKey,
        governanceProgramId: registrar.governanceProgramId,
      }),
    );
    const { tor, vote } = records(t.ordinary, target);
    expect(vote?.isRelinquished).toBe(true);
    expect(tor?.unrelinquishedVotesCount).toBe((torBefore?.unrelinquishedVotesCount ?? 0n) - 1n);
    expect(voterAddress(registrar.address, t.ordinary.publicKey).address).toBeDefined();
  });
});
