import {
  getProposal,
  getTokenOwnerRecord,
  getVoteRecord,
  getVoterWeightRecord,
  PROGRAM_VERSION_V3,
  Vote,
  VoteChoice,
  VoteKind,
  withCastVote,
  withCreateTokenOwnerRecord,
  withRelinquishVote,
} from '@solana/spl-governance';
import { PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../test-support/test-chain';
import { fundedWallet, send, stakeInstructions, worldRegistrar } from '../vsr/testing/idl-staker';
import { VSR_IDL, vsrAccounts, vsrInstruction } from '../vsr/testing/vsr-idl-client';
import { vsrHandler } from '../vsr/vsr-handler';
import { governanceHandler } from './governance-handler';

/*
 * Votes built by spl-governance's official client, @solana/spl-governance 0.3.28 (program
 * version 3), with the voter weight of a VSR deposit made from the VSR IDL; read back with the
 * client's own account readers.
 */

let t: TestChain;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'spl-governance-client',
    handlers: [vsrHandler, governanceHandler],
  });
});
afterAll(() => t.chain.close());

const YES = new Vote({
  voteType: VoteKind.Approve,
  approveChoices: [new VoteChoice({ rank: 0, weightPercentage: 100 })],
  deny: undefined,
  veto: undefined,
});

async function built(
  make: (instructions: TransactionInstruction[]) => Promise<unknown>,
): Promise<TransactionInstruction[]> {
  const instructions: TransactionInstruction[] = [];
  await make(instructions);
  return instructions;
}

describe.skipIf(VSR_IDL === null)('spl-governance’s official client on the emulation', () => {
  it('creates the record, casts a yes vote with the VSR weight, then relinquishes it', async () => {
    const registrar = worldRegistrar(t);
    const { realm, governanceProgramId: programId, realmGoverningTokenMint: mint } = registrar.data;
    const wallet = await fundedWallet(t, 1_000_000_000n);
    const common = { registrar: registrar.address, wallet: wallet.publicKey, mint };
    await send(
      t,
      [wallet],
      ...stakeInstructions({
        ...common,
        index: 0,
        kind: 'cliff',
        periods: 365,
        amount: 1_000_000_000n,
        createVoter: true,
      }),
    );
    const entry = t.chain.world.governance.proposals.find(
      (p) => p.state === 'Voting' && p.title.includes('JitoSOL deposit limit'),
    );
    if (entry === undefined) throw new Error('no proposal being voted on');
    const before = await getProposal(t.connection, new PublicKey(entry.address));
    const { addresses, voterWeightRecord } = vsrAccounts(common);

    let tokenOwnerRecord = PublicKey.default;
    let voteRecord = PublicKey.default;
    const vote = await built(async (ixs) => {
      tokenOwnerRecord = await withCreateTokenOwnerRecord(
        ixs,
        programId,
        PROGRAM_VERSION_V3,
        realm,
        wallet.publicKey,
        mint,
        wallet.publicKey,
      );
      ixs.push(vsrInstruction('updateVoterWeightRecord', {}, addresses));
      voteRecord = await withCastVote(
        ixs,
        programId,
        PROGRAM_VERSION_V3,
        realm,
        before.account.governance,
        before.pubkey,
        before.account.tokenOwnerRecord,
        tokenOwnerRecord,
        wallet.publicKey,
        mint,
        YES,
        wallet.publicKey,
        voterWeightRecord,
      );
    });
    await send(t, [wallet], ...vote);

    const weight = (await getVoterWeightRecord(t.connection, voterWeightRecord)).account
      .voterWeight;
    expect(weight.gtn(1_000_000_000)).toBe(true);
    const cast = await getVoteRecord(t.connection, voteRecord);
    expect(cast.account.voterWeight?.toString()).toBe(weight.toString());
    expect(cast.account.isRelinquished).toBe(false);
    expect(cast.account.vote?.voteType).toBe(VoteKind.Approve);
    const voted = await getProposal(t.connection, before.pubkey);
    const yesBefore = before.account.options[0]?.voteWeight;
    expect(voted.account.options[0]?.voteWeight.toString()).toBe(yesBefore?.add(weight).toString());
    expect(voted.account.denyVoteWeight?.toString()).toBe(
      before.account.denyVoteWeight?.toString(),
    );
    const record = await getTokenOwnerRecord(t.connection, tokenOwnerRecord);
    expect(record.account.unrelinquishedVotesCount).toBe(1);
    expect(record.account.governingTokenOwner.equals(wallet.publicKey)).toBe(true);

    const relinquish = await built((ixs) =>
      withRelinquishVote(
        ixs,
        programId,
        PROGRAM_VERSION_V3,
        realm,
        before.account.governance,
        before.pubkey,
        tokenOwnerRecord,
        mint,
        voteRecord,
        wallet.publicKey,
        wallet.publicKey,
      ),
    );
    await send(t, [wallet], ...relinquish);
    const after = await getProposal(t.connection, before.pubkey);
    expect(after.account.options[0]?.voteWeight.toString()).toBe(yesBefore?.toString());
    expect(
      (await getTokenOwnerRecord(t.connection, tokenOwnerRecord)).account.unrelinquishedVotesCount,
    ).toBe(0);
    expect(await t.connection.getAccountInfo(voteRecord)).toBeNull();
  });
});
