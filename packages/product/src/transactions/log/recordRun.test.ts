// @vitest-environment node
import {
  BlockhashExpiredError,
  ConfirmationTimeoutError,
  SimulationFailedError,
  TransactionFailedError,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { Keypair, PublicKey, TransactionInstruction } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/renderApp';
import type { FeeRpc } from './readFee';
import { createRunRecorder, type RunRecorderInput } from './recordRun';
import { logEntry, testSignature, WALLET } from './testing/logFixtures';
import { createTransactionLogStore } from './transactionLogStore';

const instruction = new TransactionInstruction({
  programId: PublicKey.unique(),
  keys: [{ pubkey: new PublicKey(WALLET), isSigner: true, isWritable: true }],
  data: Buffer.from([7, 7]),
});
const deposit: TransactionRequest = { label: 'Deposit SOL', instructions: [instruction] };
const lock: TransactionRequest = { label: 'Lock', instructions: [instruction] };
const SIG_1 = testSignature(1);
const SIG_2 = testSignature(2);

/** A node whose confirmed transactions paid `fee` (undefined: it does not know them). */
function feeRpc(fee: number | undefined | Error): FeeRpc & { calls: number } {
  const rpc = {
    calls: 0,
    getTransaction: (async () => {
      rpc.calls += 1;
      if (fee instanceof Error) throw fee;
      return fee === undefined ? null : { meta: { fee } };
    }) as unknown as FeeRpc['getTransaction'],
  };
  return rpc;
}

function setup(overrides: Partial<RunRecorderInput> = {}) {
  const log = createTransactionLogStore(memoryStorage(), 'acme.transactionLog');
  const onEvent = createRunRecorder({
    log: log.getState,
    wallet: WALLET,
    requests: [deposit, lock],
    feeRpc: feeRpc(5_000),
    now: () => 42_000,
    ...overrides,
  });
  const entries = () => log.getState().entries;
  return { log, onEvent, entries };
}

describe('createRunRecorder', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('records a sent transaction as pending, with what a Retry needs', () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'signing', labels: ['Deposit SOL', 'Lock'] });
    expect(entries()).toEqual([]);
    onEvent({
      type: 'sent',
      index: 0,
      label: 'Deposit SOL',
      signature: SIG_1,
      blockhash: 'hash',
      lastValidBlockHeight: 321,
    });
    expect(entries()).toEqual([
      {
        id: expect.any(String),
        label: 'Deposit SOL',
        status: 'pending',
        signature: SIG_1,
        submittedAt: 42_000,
        lastValidBlockHeight: 321,
        wallet: WALLET,
        retryable: true,
        request: {
          instructions: [
            {
              programId: instruction.programId.toBase58(),
              keys: [{ pubkey: WALLET, isSigner: true, isWritable: true }],
              data: 'Bwc=',
            },
          ],
          lookupTableAddresses: [],
        },
      },
    ]);
  });

  it('marks it confirmed, then adds the fee it actually paid', async () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    onEvent({ type: 'confirmed', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    expect(entries()[0]).toMatchObject({ status: 'confirmed' });
    expect(entries()[0]).not.toHaveProperty('feeLamports');
    await vi.runAllTimersAsync();
    expect(entries()[0]).toMatchObject({ status: 'confirmed', feeLamports: 5_000 });
  });

  it.each([
    ['the node does not know the transaction', undefined],
    ['the node fails', new Error('429 Too Many Requests')],
  ])('leaves the fee unknown when %s, after a few tries', async (_name, answer) => {
    const rpc = feeRpc(answer);
    const { onEvent, entries } = setup({ feeRpc: rpc });
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    onEvent({ type: 'confirmed', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    await vi.runAllTimersAsync();
    expect(rpc.calls).toBe(3);
    expect(entries()[0]).toMatchObject({ status: 'confirmed' });
    expect(entries()[0]).not.toHaveProperty('feeLamports');
  });

  it('marks an expired blockhash as expired, and a transaction that failed on chain as failed', () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    onEvent({
      type: 'failed',
      index: 0,
      label: 'Deposit SOL',
      signature: SIG_1,
      error: new BlockhashExpiredError('Deposit SOL', SIG_1),
    });
    expect(entries()[0]).toMatchObject({
      status: 'expired',
      reason: 'Transaction expired before it was confirmed',
    });

    const second = setup();
    second.onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    const error = new TransactionFailedError(
      'Deposit SOL',
      SIG_1,
      { InstructionError: [0, { Custom: 6000 }] },
      { instructionIndex: 0, programId: 'p', code: 6000, message: 'Slippage tolerance exceeded' },
    );
    second.onEvent({ type: 'failed', index: 0, label: 'Deposit SOL', signature: SIG_1, error });
    expect(second.entries()[0]).toMatchObject({
      status: 'failed',
      reason: 'Slippage tolerance exceeded',
    });
  });

  it('adds the fee a transaction that failed on chain paid', async () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    const error = new TransactionFailedError('Deposit SOL', SIG_1, 'AccountInUse', undefined);
    onEvent({ type: 'failed', index: 0, label: 'Deposit SOL', signature: SIG_1, error });
    await vi.runAllTimersAsync();
    expect(entries()[0]).toMatchObject({ status: 'failed', feeLamports: 5_000 });
  });

  it('records nothing that was never sent: a failure before sending, and skipped ones', () => {
    const { onEvent, entries } = setup();
    const error = new SimulationFailedError('Deposit SOL', 'InvalidAccountData', [], undefined);
    onEvent({ type: 'failed', index: 0, label: 'Deposit SOL', error });
    onEvent({ type: 'skipped', index: 1, label: 'Lock' });
    expect(entries()).toEqual([]);
  });

  it('leaves a timed-out transaction pending: it may still land', () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    const error = new ConfirmationTimeoutError('Deposit SOL', SIG_1, 120_000);
    onEvent({ type: 'failed', index: 0, label: 'Deposit SOL', signature: SIG_1, error });
    expect(entries()[0]).toMatchObject({ status: 'pending' });
  });

  it('records each transaction of a run as its own entry', () => {
    const { onEvent, entries } = setup();
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    onEvent({ type: 'confirmed', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    onEvent({ type: 'sent', index: 1, label: 'Lock', signature: SIG_2 });
    expect(entries().map((entry) => [entry.label, entry.status])).toEqual([
      ['Lock', 'pending'],
      ['Deposit SOL', 'confirmed'],
    ]);
    expect(new Set(entries().map((entry) => entry.id)).size).toBe(2);
  });

  it('marks a request with extra signers as not retryable and stores none of it', () => {
    const withSigner = { ...deposit, signers: [Keypair.generate()] };
    const { onEvent, entries } = setup({ requests: [withSigner] });
    onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 });
    expect(entries()[0]).toMatchObject({ retryable: false });
    expect(entries()[0]).not.toHaveProperty('request');
  });

  it('records a Retry over the entry it re-sends', () => {
    const { log, onEvent, entries } = setup({ replaces: 'entry-9', requests: [deposit] });
    log.getState().record(logEntry(9, { status: 'expired', reason: 'Transaction expired' }));
    onEvent({ type: 'sent', index: 0, label: 'Deposit 9', signature: SIG_2 });
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ id: 'entry-9', status: 'pending', signature: SIG_2 });
    expect(entries()[0]).not.toHaveProperty('reason');
  });

  it('never throws into the run when recording fails', () => {
    const onEvent = createRunRecorder({
      log: () => {
        throw new Error('storage gone');
      },
      wallet: WALLET,
      requests: [deposit],
      feeRpc: feeRpc(5_000),
    });
    expect(() =>
      onEvent({ type: 'sent', index: 0, label: 'Deposit SOL', signature: SIG_1 }),
    ).not.toThrow();
  });
});
