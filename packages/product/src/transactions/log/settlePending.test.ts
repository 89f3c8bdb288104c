// @vitest-environment node
import type { SignatureStatus } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../testing/renderApp';
import { UNTRACKED_PENDING_MS } from './resolvePending';
import { type SettleRpc, settlePending } from './settlePending';
import { logEntry } from './testing/logFixtures';
import { createTransactionLogStore } from './transactionLogStore';

const landed = (err: SignatureStatus['err'] = null): SignatureStatus => ({
  slot: 1,
  confirmations: null,
  err,
  confirmationStatus: 'confirmed',
});

/** A node answering each signature's status from `statuses` (null when absent). */
function node(statuses: Record<string, SignatureStatus | null>) {
  const queries: unknown[] = [];
  const rpc = {
    getSignatureStatuses: async (signatures: string[], config?: unknown) => {
      queries.push(config);
      return { context: { slot: 1 }, value: signatures.map((s) => statuses[s] ?? null) };
    },
    getTransaction: async () => ({ meta: { fee: 5_000 } }),
  } as unknown as SettleRpc;
  return { rpc, queries };
}

function logWith(...entries: ReturnType<typeof logEntry>[]) {
  const log = createTransactionLogStore(memoryStorage(), 'acme.transactionLog');
  for (const entry of entries) log.getState().record(entry);
  const byId = (id: string) => log.getState().entries.find((entry) => entry.id === id);
  return { log, byId };
}

describe('settlePending', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a pending entry pending while its blockhash is valid and the node knows nothing', async () => {
    const { log, byId } = logWith(logEntry(1, { lastValidBlockHeight: 150 }));
    await settlePending(log, node({}).rpc, 150);
    expect(byId('entry-1')?.status).toBe('pending');
  });

  it('expires it once the block height passes its last valid one with no status', async () => {
    const { log, byId } = logWith(logEntry(1, { lastValidBlockHeight: 150 }));
    const { rpc, queries } = node({});
    await settlePending(log, rpc, 151);
    expect(byId('entry-1')).toMatchObject({
      status: 'expired',
      reason: 'Transaction expired before it was confirmed',
    });
    // An old transaction is only found in the node's history.
    expect(queries).toEqual([{ searchTransactionHistory: true }]);
  });

  it('settles what landed, even past expiry, and reads the fee it paid', async () => {
    const confirmed = logEntry(1);
    const failed = logEntry(2);
    const { log, byId } = logWith(confirmed, failed);
    const { rpc } = node({
      [confirmed.signature as string]: landed(),
      [failed.signature as string]: landed({ InstructionError: [0, { Custom: 1 }] }),
    });
    await settlePending(log, rpc, 500);
    expect(byId('entry-1')?.status).toBe('confirmed');
    expect(byId('entry-2')).toMatchObject({
      status: 'failed',
      reason: 'Transaction failed: {"InstructionError":[0,{"Custom":1}]}',
    });
    await vi.runAllTimersAsync();
    expect(byId('entry-1')?.feeLamports).toBe(5_000);
    expect(byId('entry-2')?.feeLamports).toBe(5_000);
  });

  it('keeps a processed, not yet confirmed, transaction pending', async () => {
    const entry = logEntry(1);
    const { log, byId } = logWith(entry);
    const processed = { ...landed(), confirmationStatus: 'processed' as const };
    await settlePending(log, node({ [entry.signature as string]: processed }).rpc, 500);
    expect(byId('entry-1')?.status).toBe('pending');
  });

  it('gives up on an entry with no last valid block height after a while', async () => {
    const entry = logEntry(1);
    delete entry.lastValidBlockHeight;
    const { log, byId } = logWith(entry);
    await settlePending(log, node({}).rpc, 500, entry.submittedAt + 1_000);
    expect(byId('entry-1')?.status).toBe('pending');
    await settlePending(log, node({}).rpc, 500, entry.submittedAt + UNTRACKED_PENDING_MS + 1);
    expect(byId('entry-1')?.status).toBe('expired');
  });

  it('leaves settled entries alone and asks the node nothing without pending ones', async () => {
    const { log, byId } = logWith(logEntry(1, { status: 'confirmed' }));
    const { rpc, queries } = node({});
    await settlePending(log, rpc, 500);
    expect(queries).toEqual([]);
    expect(byId('entry-1')?.status).toBe('confirmed');
  });
});
