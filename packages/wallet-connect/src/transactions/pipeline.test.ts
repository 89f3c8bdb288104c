// @vitest-environment node
import { isBenignError } from '@keel/api-client';
import { WalletNotConnectedError } from '@keel/chain-readers';
import {
  AddressLookupTableAccount,
  ComputeBudgetProgram,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SandboxWalletAdapter } from '../sandbox/SandboxWalletAdapter';
import { FakeTransactionRpc, signatureOf } from '../testing/fakeTransactionRpc';
import { createTransactionPipeline, type TransactionPipelineConfig } from './pipeline';
import type { PipelineEvent, PipelineSettings, TransactionRequest } from './pipelineTypes';
import { createProgramErrorRegistry } from './programErrorRegistry';
import {
  BlockhashExpiredError,
  ConfirmationTimeoutError,
  SendFailedError,
  SimulationFailedError,
  TransactionCancelledError,
  TransactionFailedError,
} from './transactionErrors';

const PROGRAM = new PublicKey('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');

function programInstruction(payer: PublicKey, data = 1): TransactionInstruction {
  return new TransactionInstruction({
    programId: PROGRAM,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: PublicKey.unique(), isSigner: false, isWritable: true },
    ],
    data: Buffer.from([data]),
  });
}

/** Compute-unit limit and price set in a built transaction. */
function computeBudget(transaction: VersionedTransaction) {
  const { message } = transaction;
  const values = message.compiledInstructions
    .filter((instruction) =>
      message.staticAccountKeys[instruction.programIdIndex]?.equals(ComputeBudgetProgram.programId),
    )
    .map((instruction) => Buffer.from(instruction.data));
  const limit = values.find((data) => data[0] === 2)?.readUInt32LE(1);
  const price = values.find((data) => data[0] === 3)?.readBigUInt64LE(1);
  return { limit, price };
}

async function setup(
  overrides: Partial<TransactionPipelineConfig> = {},
  settings?: Partial<PipelineSettings>,
) {
  const cluster = new Set<string>();
  const send = new FakeTransactionRpc(cluster);
  const extraSend = new FakeTransactionRpc(cluster);
  const payer = Keypair.generate();
  const wallet = new SandboxWalletAdapter(payer);
  await wallet.connect();
  const signAll = vi.spyOn(wallet, 'signAllTransactions');
  const registry = createProgramErrorRegistry();
  const events: PipelineEvent[] = [];
  const pipeline = createTransactionPipeline({
    connections: { send, extraSend },
    wallet,
    settings: () => ({
      priorityFeeType: 'normal',
      priorityFee: new Decimal('0.001'),
      isVersionedTxEnabled: true,
      ...settings,
    }),
    programErrors: registry,
    ...overrides,
  });
  const request = (label: string, extra: Partial<TransactionRequest> = {}): TransactionRequest => ({
    label,
    instructions: [programInstruction(payer.publicKey)],
    ...extra,
  });
  const run = (requests: TransactionRequest[], signal?: AbortSignal) =>
    pipeline.run(requests, {
      onEvent: (event) => events.push(event),
      ...(signal ? { signal } : {}),
    });
  return { send, extraSend, payer, wallet, signAll, registry, events, run, request };
}

describe('transaction pipeline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('simulates, sizes compute units, prices the fee, signs, sends to both nodes and confirms', async () => {
    const { send, extraSend, signAll, events, run, request, payer } = await setup();
    send.recentFees = [5_000, 20_000, 40_000, 80_000];
    send.simulation = () => ({ err: null, logs: [], unitsConsumed: 200_000 });

    const results = await run([request('Deposit SOL')]);

    expect(send.simulated).toHaveLength(1);
    expect(computeBudget(send.simulated[0]!).limit).toBe(1_400_000);
    const [{ transaction, options }] = send.sent as [(typeof send.sent)[number]];
    expect(computeBudget(transaction)).toEqual({ limit: 220_000, price: 20_000n });
    expect(options?.skipPreflight).toBe(true);
    expect(transaction.message.version).toBe(0);
    expect(transaction.message.staticAccountKeys[0]?.equals(payer.publicKey)).toBe(true);
    expect(extraSend.sentSignatures()).toEqual(send.sentSignatures());
    expect(signAll).toHaveBeenCalledTimes(1);
    expect(send.feeQueries[0]?.lockedWritableAccounts?.length).toBe(2);

    const signature = signatureOf(transaction);
    expect(results).toEqual([{ label: 'Deposit SOL', signature }]);
    expect(events).toEqual([
      { type: 'signing', labels: ['Deposit SOL'] },
      {
        type: 'sent',
        index: 0,
        label: 'Deposit SOL',
        signature,
        blockhash: send.blockhash,
        lastValidBlockHeight: send.lastValidBlockHeight,
      },
      { type: 'confirmed', index: 0, label: 'Deposit SOL', signature },
    ]);
  });

  it('tells the blockhash and its last valid block height when each transaction is sent', async () => {
    const { send, events, run, request } = await setup();
    send.lastValidBlockHeight = 321;

    await run([request('First'), request('Second')]);

    const sent = events.filter((event) => event.type === 'sent');
    expect(sent).toHaveLength(2);
    for (const event of sent) {
      expect(event).toMatchObject({ blockhash: send.blockhash, lastValidBlockHeight: 321 });
      expect(signatureOf(send.sent[event.index]!.transaction)).toBe(event.signature);
      expect(send.sent[event.index]!.transaction.message.recentBlockhash).toBe(send.blockhash);
    }
  });

  it('compiles lookup tables into the v0 message', async () => {
    const { send, run, request, payer } = await setup();
    const tableAddress = PublicKey.unique();
    const extraAccount = PublicKey.unique();
    send.lookupTables.set(
      tableAddress.toBase58(),
      new AddressLookupTableAccount({
        key: tableAddress,
        state: {
          deactivationSlot: BigInt('18446744073709551615'),
          lastExtendedSlot: 0,
          lastExtendedSlotStartIndex: 0,
          addresses: [extraAccount],
        },
      }),
    );
    const instruction = new TransactionInstruction({
      programId: PROGRAM,
      keys: [
        { pubkey: payer.publicKey, isSigner: true, isWritable: true },
        { pubkey: extraAccount, isSigner: false, isWritable: true },
      ],
      data: Buffer.from([1]),
    });
    await run([
      request('Borrow', { instructions: [instruction], lookupTableAddresses: [tableAddress] }),
    ]);
    const lookups = send.sent[0]?.transaction.message.addressTableLookups ?? [];
    expect(lookups.map((lookup) => lookup.accountKey.toBase58())).toEqual([
      tableAddress.toBase58(),
    ]);
  });

  it('fails on a missing lookup table before signing', async () => {
    const { signAll, run, request } = await setup();
    await expect(
      run([request('Borrow', { lookupTableAddresses: [PublicKey.unique()] })]),
    ).rejects.toThrow(/Address lookup table .* not found/);
    expect(signAll).not.toHaveBeenCalled();
  });

  it('surfaces the runtime simulation error with the registered copy and sends nothing', async () => {
    const { send, signAll, registry, events, run, request } = await setup();
    registry.register(PROGRAM, { 6001: 'Not enough liquidity in the reserve' });
    // Index 2: the caller's instruction, after the two compute-budget instructions.
    send.simulation = () => ({
      err: { InstructionError: [2, { Custom: 6001 }] },
      logs: ['Program log: AnchorError ... Error Number: 6001'],
      unitsConsumed: 12_000,
    });

    const failure = run([request('Withdraw USDC')]);
    await expect(failure).rejects.toBeInstanceOf(SimulationFailedError);
    const error = (await failure.catch((caught: unknown) => caught)) as SimulationFailedError;
    expect(error.message).toBe('Not enough liquidity in the reserve');
    expect(error.label).toBe('Withdraw USDC');
    expect(error.programError).toMatchObject({ programId: PROGRAM.toBase58(), code: 6001 });
    expect(error.logs).toEqual(['Program log: AnchorError ... Error Number: 6001']);
    expect(signAll).not.toHaveBeenCalled();
    expect(send.sent).toHaveLength(0);
    expect(events).toEqual([{ type: 'failed', index: 0, label: 'Withdraw USDC', error }]);
  });

  it('describes an unregistered simulation error from the runtime error itself', async () => {
    const { send, run, request } = await setup();
    send.simulation = () => ({ err: 'AccountNotFound', logs: null });
    await expect(run([request('Repay')])).rejects.toThrow(
      'Transaction simulation failed: AccountNotFound',
    );
  });

  it('fails with BlockhashExpiredError when the block height passes the last valid one', async () => {
    const { send, run, request } = await setup();
    send.landing = 'pending';
    send.blockHeightStep = 20;
    const failure = run([request('Deposit')]).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await failure;
    expect(error).toBeInstanceOf(BlockhashExpiredError);
    expect((error as BlockhashExpiredError).signature).toBe(send.sentSignatures()[0]);
  });

  it('times out after 120 s while the blockhash is still valid', async () => {
    const { send, run, request, events } = await setup();
    send.landing = 'pending';
    let settled = false;
    const failure = run([request('Deposit')]).catch((caught: unknown) => {
      settled = true;
      return caught;
    });
    await vi.advanceTimersByTimeAsync(119_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await failure;
    expect(error).toBeInstanceOf(ConfirmationTimeoutError);
    expect(events.at(-1)).toMatchObject({ type: 'failed', signature: send.sentSignatures()[0] });
  });

  it('re-sends an unconfirmed transaction to both nodes', async () => {
    const { send, extraSend, run, request } = await setup({ resendIntervalMs: 2_000 });
    send.landing = 'pending';
    const failure = run([request('Deposit')]).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(6_500);
    expect(send.sent.length).toBeGreaterThanOrEqual(3);
    expect(extraSend.sent.length).toBe(send.sent.length);
    expect(new Set(send.sentSignatures()).size).toBe(1);
    await vi.advanceTimersByTimeAsync(120_000);
    await failure;
  });

  it('cancels while confirming with a benign TransactionCancelledError', async () => {
    const { send, run, request } = await setup();
    send.landing = 'pending';
    const controller = new AbortController();
    const failure = run([request('Deposit')], controller.signal).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(3_000);
    controller.abort();
    const error = await failure;
    expect(error).toBeInstanceOf(TransactionCancelledError);
    expect((error as Error).message).toBe('Transaction cancelled');
    expect(isBenignError(error)).toBe(true);
  });

  it('does not sign when cancelled before signing', async () => {
    const { signAll, run, request } = await setup();
    const controller = new AbortController();
    controller.abort();
    await expect(run([request('Deposit')], controller.signal)).rejects.toBeInstanceOf(
      TransactionCancelledError,
    );
    expect(signAll).not.toHaveBeenCalled();
  });

  it('reports a transaction that failed on chain with the registered copy', async () => {
    const { send, registry, run, request } = await setup();
    registry.register(PROGRAM.toBase58(), { 6015: 'Obligation is unhealthy' });
    send.landing = { err: { InstructionError: [2, { Custom: 6015 }] } };
    const error = await run([request('Borrow')]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransactionFailedError);
    expect((error as TransactionFailedError).message).toBe('Obligation is unhealthy');
  });

  it('keeps going when only the extra node refuses, and when only the primary refuses', async () => {
    const reportError = vi.fn();
    const first = await setup({ reportError });
    first.extraSend.sendError = new Error('extra down');
    await expect(first.run([first.request('Deposit')])).resolves.toHaveLength(1);
    expect(reportError).toHaveBeenCalledWith(first.extraSend.sendError);

    const second = await setup();
    second.send.sendError = new Error('primary down');
    await expect(second.run([second.request('Deposit')])).resolves.toHaveLength(1);
    expect(second.extraSend.sent).toHaveLength(1);
  });

  it('fails with SendFailedError when neither node accepts', async () => {
    const { send, extraSend, run, request } = await setup();
    send.sendError = new Error('primary down');
    extraSend.sendError = new Error('extra down');
    const error = await run([request('Deposit')]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SendFailedError);
    expect((error as SendFailedError).cause).toBe(send.sendError);
  });

  it('sends each transaction after the previous one confirmed, and skips the rest on failure', async () => {
    const { send, events, run, request, payer } = await setup();
    send.simulation = (transaction) =>
      transaction.message.compiledInstructions.some((instruction) => instruction.data[0] === 9)
        ? { err: 'InvalidAccountData', logs: [] }
        : { err: null, logs: [], unitsConsumed: 50_000 };
    const bad = [programInstruction(payer.publicKey, 9)];
    await expect(
      run([request('First'), request('Second', { instructions: bad }), request('Third')]),
    ).rejects.toBeInstanceOf(SimulationFailedError);
    expect(send.sent).toHaveLength(0);
    expect(events.map((event) => `${event.type}:${'label' in event ? event.label : ''}`)).toEqual([
      'failed:Second',
      'skipped:Third',
    ]);

    events.length = 0;
    send.simulation = () => ({ err: null, logs: [], unitsConsumed: 50_000 });
    await run([request('First'), request('Second')]);
    expect(events.map((event) => event.type)).toEqual([
      'signing',
      'sent',
      'confirmed',
      'sent',
      'confirmed',
    ]);
  });

  it('uses the custom fee spread over the compute units, capped', async () => {
    const custom = await setup(
      {},
      { priorityFeeType: 'custom', priorityFee: new Decimal('0.0011') },
    );
    custom.send.simulation = () => ({ err: null, logs: [], unitsConsumed: 100_000 });
    await custom.run([custom.request('Deposit')]);
    // 0.0011 SOL = 1.1e12 micro-lamports over 110 000 units.
    expect(computeBudget(custom.send.sent[0]!.transaction)).toEqual({
      limit: 110_000,
      price: 10_000_000n,
    });
    expect(custom.send.feeQueries).toHaveLength(0);

    const capped = await setup(
      { maxPriorityFeeSol: new Decimal('0.0001') },
      { priorityFeeType: 'custom', priorityFee: new Decimal('1') },
    );
    capped.send.simulation = () => ({ err: null, logs: [], unitsConsumed: 100_000 });
    await capped.run([capped.request('Deposit')]);
    expect(computeBudget(capped.send.sent[0]!.transaction).price).toBe(909_090n);
  });

  it('skips the simulation for a fixed compute-unit limit and keeps preflight on', async () => {
    const { send, run, request } = await setup();
    await run([request('Second step', { computeUnitLimit: 300_000 })]);
    expect(send.simulated).toHaveLength(0);
    expect(computeBudget(send.sent[0]!.transaction).limit).toBe(300_000);
    expect(send.sent[0]?.options?.skipPreflight).toBe(false);
  });

  it('builds a legacy message when versioned transactions are off', async () => {
    const { send, run, request } = await setup({}, { isVersionedTxEnabled: false });
    await run([request('Deposit')]);
    expect(send.sent[0]?.transaction.message.version).toBe('legacy');
  });

  it('signs with the extra signers before the wallet', async () => {
    const { send, run, request, payer } = await setup();
    const newAccount = Keypair.generate();
    const create = SystemProgram.createAccount({
      fromPubkey: payer.publicKey,
      newAccountPubkey: newAccount.publicKey,
      lamports: 1_000_000,
      space: 0,
      programId: PROGRAM,
    });
    await run([request('Create', { instructions: [create], signers: [newAccount] })]);
    const transaction = send.sent[0]!.transaction;
    expect(transaction.signatures.every((signature) => signature.some((byte) => byte !== 0))).toBe(
      true,
    );
  });

  it('refuses to run without a connected wallet', async () => {
    const { wallet, run, request } = await setup();
    await wallet.disconnect();
    await expect(run([request('Deposit')])).rejects.toBeInstanceOf(WalletNotConnectedError);
  });

  it('does nothing for an empty run', async () => {
    const { send, run } = await setup();
    await expect(run([])).resolves.toEqual([]);
    expect(send.simulated).toHaveLength(0);
  });
});
