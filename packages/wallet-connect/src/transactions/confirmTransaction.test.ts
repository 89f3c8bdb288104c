// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTransaction } from './confirmTransaction';
import type { TransactionRpc } from './transactionRpc';

type StatusRpc = Pick<TransactionRpc, 'getSignatureStatuses' | 'getBlockHeight'>;

function rpc(
  statuses: Array<'fail' | null | 'processed' | 'confirmed'>,
  height = () => 10,
): StatusRpc {
  let call = 0;
  return {
    getSignatureStatuses: vi.fn(async () => {
      const next = statuses[Math.min(call, statuses.length - 1)];
      call += 1;
      if (next === 'fail') throw new Error('fetch failed');
      return {
        context: { slot: 1 },
        value: [
          next === null ? null : { slot: 1, confirmations: 0, err: null, confirmationStatus: next },
        ],
      };
    }),
    getBlockHeight: vi.fn(async () => height()),
  };
}

describe('confirmTransaction', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits past processed until confirmed, and keeps polling through node errors', async () => {
    const node = rpc([null, 'fail', 'processed', 'confirmed']);
    const onPoll = vi.fn();
    const confirmed = confirmTransaction({
      rpc: node,
      signature: 'sig',
      label: 'Deposit',
      lastValidBlockHeight: 100,
      timeoutMs: 120_000,
      pollIntervalMs: 1_000,
      onPoll,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(confirmed).resolves.toMatchObject({ confirmationStatus: 'confirmed' });
    expect(node.getSignatureStatuses).toHaveBeenCalledTimes(4);
    expect(onPoll).toHaveBeenCalledTimes(3);
  });

  it('takes a confirmation found in the last check after expiry', async () => {
    let height = 99;
    const node = rpc([null, 'confirmed'], () => {
      height += 5;
      return height;
    });
    await expect(
      confirmTransaction({
        rpc: node,
        signature: 'sig',
        label: 'Deposit',
        lastValidBlockHeight: 100,
        timeoutMs: 120_000,
      }),
    ).resolves.toMatchObject({ confirmationStatus: 'confirmed' });
  });

  it('stops polling once decided', async () => {
    const node = rpc([null]);
    const controller = new AbortController();
    const pending = confirmTransaction({
      rpc: node,
      signature: 'sig',
      label: 'Deposit',
      lastValidBlockHeight: 100,
      timeoutMs: 120_000,
      signal: controller.signal,
    }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(2_500);
    controller.abort();
    await pending;
    const calls = vi.mocked(node.getSignatureStatuses).mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(vi.mocked(node.getSignatureStatuses).mock.calls.length).toBe(calls);
    expect(vi.getTimerCount()).toBe(0);
  });
});
