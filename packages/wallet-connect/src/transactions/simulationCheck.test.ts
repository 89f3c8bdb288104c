// @vitest-environment node
import { createAddress } from '@keel/chain-readers';
import { Keypair, PublicKey, TransactionInstruction } from '@solana/web3.js';
import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import { SandboxWalletAdapter } from '../sandbox/SandboxWalletAdapter';
import { FakeTransactionRpc } from '../testing/fakeTransactionRpc';
import { createTransactionPipeline } from './pipeline';
import type { PipelineEvent, TransactionRequest } from './pipelineTypes';
import { createProgramErrorRegistry } from './programErrorRegistry';
import { nothingToCompare, type SimulatedAccount, type SimulationCheck } from './simulationCheck';
import { PreviewDisagreesError, SimulationFailedError } from './transactionErrors';

const PROGRAM = new PublicKey('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');
const POSITION = Keypair.generate().publicKey;

/** The preview said the position would hold `expected` (the first byte of its data). */
function positionCheck(expected: number): SimulationCheck & { seen: SimulatedAccount[] } {
  const seen: SimulatedAccount[] = [];
  return {
    seen,
    accounts: [createAddress(POSITION.toBase58())],
    verify(post) {
      const account = post.get(POSITION.toBase58()) ?? null;
      if (account) seen.push(account);
      const simulated = account === null ? 'none' : String(account.data[0]);
      const agrees = simulated === String(expected);
      return {
        figures: [{ label: 'Position', preview: String(expected), simulated, agrees }],
        ...(agrees
          ? {}
          : { disagreement: `The position would hold ${simulated}, not ${expected}` }),
      };
    },
  };
}

async function setup(positionByte: number | null) {
  const cluster = new Set<string>();
  const send = new FakeTransactionRpc(cluster);
  const extraSend = new FakeTransactionRpc(cluster);
  send.simulation = () => ({
    err: null,
    logs: [],
    unitsConsumed: 50_000,
    accounts:
      positionByte === null
        ? [null]
        : [
            {
              lamports: 1_000,
              owner: PROGRAM.toBase58(),
              data: [Buffer.from([positionByte, 9]).toString('base64'), 'base64'],
              executable: false,
              rentEpoch: 0,
            },
          ],
  });
  const payer = Keypair.generate();
  const wallet = new SandboxWalletAdapter(payer);
  await wallet.connect();
  const signAll = vi.spyOn(wallet, 'signAllTransactions');
  const registry = createProgramErrorRegistry();
  const pipeline = createTransactionPipeline({
    connections: { send, extraSend },
    programErrors: registry,
    wallet,
    settings: () => ({
      priorityFeeType: 'custom',
      priorityFee: new Decimal('0.0001'),
      isVersionedTxEnabled: true,
    }),
  });
  const request = (
    check: TransactionRequest['check'],
    extra: Partial<TransactionRequest> = {},
  ) => ({
    label: 'Deposit',
    instructions: [
      new TransactionInstruction({
        programId: PROGRAM,
        keys: [
          { pubkey: payer.publicKey, isSigner: true, isWritable: true },
          { pubkey: POSITION, isSigner: false, isWritable: true },
        ],
        data: Buffer.from([1]),
      }),
    ],
    check,
    ...extra,
  });
  const events: PipelineEvent[] = [];
  return {
    send,
    payer,
    signAll,
    registry,
    pipeline,
    request,
    events,
    onEvent: (e: PipelineEvent) => events.push(e),
  };
}

describe('the preview checked against its simulation', () => {
  it('asks the sizing simulation for the check’s accounts and signs when the figures agree', async () => {
    const { send, payer, signAll, pipeline, request, events, onEvent } = await setup(7);
    const check = positionCheck(7);
    await pipeline.run([request(check)], { onEvent });
    expect(send.simulated).toHaveLength(1);
    // The check's accounts first, then the wallet's (for its token movements).
    expect(send.simulationConfigs[0]?.accounts).toEqual({
      encoding: 'base64',
      addresses: [POSITION.toBase58(), payer.publicKey.toBase58()],
    });
    expect(check.seen[0]).toMatchObject({ lamports: 1_000, owner: PROGRAM.toBase58() });
    expect([...(check.seen[0]?.data ?? [])]).toEqual([7, 9]);
    expect(events.find((e) => e.type === 'checked')).toMatchObject({
      index: 0,
      verdict: { figures: [{ label: 'Position', preview: '7', simulated: '7', agrees: true }] },
    });
    expect(signAll).toHaveBeenCalledTimes(1);
  });

  it('stops before the wallet opens when they disagree, with both values', async () => {
    const { send, signAll, pipeline, request, events, onEvent } = await setup(6);
    const run = pipeline.run([request(positionCheck(7))], { onEvent });
    await expect(run).rejects.toBeInstanceOf(PreviewDisagreesError);
    await expect(run).rejects.toMatchObject({
      message: 'The position would hold 6, not 7',
      verdict: { figures: [{ preview: '7', simulated: '6', agrees: false }] },
    });
    expect(signAll).not.toHaveBeenCalled();
    expect(send.sent).toEqual([]);
    expect(events.at(-1)).toMatchObject({ type: 'failed', label: 'Deposit' });
  });

  it('goes on deliberately when the user accepts the disagreement', async () => {
    const { signAll, pipeline, request, events, onEvent } = await setup(6);
    await pipeline.run([request(positionCheck(7))], { onEvent, acceptDisagreement: true });
    expect(signAll).toHaveBeenCalledTimes(1);
    expect(events.find((e) => e.type === 'checked')).toMatchObject({
      verdict: { disagreement: 'The position would hold 6, not 7' },
    });
  });

  it('asks the user about a disagreement before the wallet opens, and signs only on yes', async () => {
    const asked: PreviewDisagreesError[] = [];
    const { signAll, pipeline, request, events, onEvent } = await setup(6);
    await pipeline.run([request(positionCheck(7))], {
      onEvent,
      reviewDisagreement: async (disagreement) => {
        asked.push(disagreement);
        expect(signAll).not.toHaveBeenCalled();
        return true;
      },
    });
    expect(asked.map((a) => a.verdict.figures[0])).toEqual([
      { label: 'Position', preview: '7', simulated: '6', agrees: false },
    ]);
    expect(signAll).toHaveBeenCalledTimes(1);
    expect(events.find((e) => e.type === 'checked')).toMatchObject({
      verdict: { disagreement: 'The position would hold 6, not 7' },
    });
  });

  it('signs nothing when the user declines the disagreement', async () => {
    const { send, signAll, pipeline, request } = await setup(6);
    const run = pipeline.run([request(positionCheck(7))], {
      reviewDisagreement: async () => false,
    });
    await expect(run).rejects.toBeInstanceOf(PreviewDisagreesError);
    expect(signAll).not.toHaveBeenCalled();
    expect(send.sent).toEqual([]);
  });

  it('a simulation that fails explains the program error and neither asks nor signs', async () => {
    const review = vi.fn(async () => true);
    const { send, signAll, registry, pipeline, request } = await setup(7);
    registry.register(PROGRAM, { 6016: 'Obligation would become unhealthy' });
    send.simulation = () => ({
      err: { InstructionError: [2, { Custom: 6016 }] },
      logs: [],
      unitsConsumed: 9_000,
    });
    const run = pipeline.run([request(positionCheck(7))], { reviewDisagreement: review });
    await expect(run).rejects.toBeInstanceOf(SimulationFailedError);
    await expect(run).rejects.toThrow('Obligation would become unhealthy');
    expect(review).not.toHaveBeenCalled();
    expect(signAll).not.toHaveBeenCalled();
    expect(send.sent).toEqual([]);
  });

  it('does not ask when the figures agree', async () => {
    const review = vi.fn(async () => true);
    const { signAll, pipeline, request } = await setup(7);
    await pipeline.run([request(positionCheck(7))], { reviewDisagreement: review });
    expect(review).not.toHaveBeenCalled();
    expect(signAll).toHaveBeenCalledTimes(1);
  });

  it('treats an account the node did not return as a disagreement, not a pass', async () => {
    const { signAll, pipeline, request } = await setup(null);
    await expect(pipeline.run([request(positionCheck(7))])).rejects.toThrow(
      'The position would hold none, not 7',
    );
    expect(signAll).not.toHaveBeenCalled();
  });

  it('says a check could not run on a transaction that is not simulated', async () => {
    const { send, signAll, pipeline, request, events, onEvent } = await setup(7);
    await pipeline.run([request(positionCheck(7), { computeUnitLimit: 300_000 })], { onEvent });
    expect(send.simulated).toEqual([]);
    expect(events.find((e) => e.type === 'unchecked')).toEqual({
      type: 'unchecked',
      index: 0,
      label: 'Deposit',
    });
    expect(signAll).toHaveBeenCalledTimes(1);
  });
  it('names the transaction whose check disagrees in a run of several, not the first', async () => {
    const asked: string[] = [];
    const { send, signAll, pipeline, request, events, onEvent } = await setup(7);
    const requests = [
      request(positionCheck(7)),
      request(positionCheck(8), { label: 'Lock' }),
      request(positionCheck(7), { label: 'Vote' }),
    ];
    const run = pipeline.run(requests, {
      onEvent,
      reviewDisagreement: async (disagreement) => {
        asked.push(disagreement.label);
        return false;
      },
    });
    await expect(run).rejects.toMatchObject({ label: 'Lock' });
    expect(asked).toEqual(['Lock']);
    expect(events.filter((e) => e.type !== 'checked')).toEqual([
      expect.objectContaining({ type: 'failed', index: 1, label: 'Lock' }),
      { type: 'skipped', index: 2, label: 'Vote' },
    ]);
    expect(events.find((e) => e.type === 'checked')).toMatchObject({ index: 0, label: 'Deposit' });
    expect(signAll).not.toHaveBeenCalled();
    expect(send.sent).toEqual([]);
  });

  it('reports a write with nothing to compare as such, with its reason, and asks no accounts', async () => {
    const { send, signAll, pipeline, request, events, onEvent } = await setup(7);
    await pipeline.run([request(nothingToCompare('A vote moves no tokens'))], { onEvent });
    expect(send.simulationConfigs[0]?.accounts).toBeUndefined();
    expect(events.filter((e) => e.type === 'nothing-to-compare' || e.type === 'unchecked')).toEqual(
      [
        {
          type: 'nothing-to-compare',
          index: 0,
          label: 'Deposit',
          reason: 'A vote moves no tokens',
        },
      ],
    );
    expect(signAll).toHaveBeenCalledTimes(1);
  });

  it('says nothing to compare even for a transaction that is not simulated', async () => {
    const { pipeline, request, events, onEvent } = await setup(7);
    await pipeline.run(
      [request(nothingToCompare('Creates the accounts'), { computeUnitLimit: 300_000 })],
      { onEvent },
    );
    expect(events.filter((e) => e.type === 'nothing-to-compare' || e.type === 'unchecked')).toEqual(
      [{ type: 'nothing-to-compare', index: 0, label: 'Deposit', reason: 'Creates the accounts' }],
    );
  });
});
