import { describe, expect, it } from 'vitest';
import { AccountDecodeError } from '../errors/AccountDecodeError';
import { decodeReserve } from '../layouts/klend/reserve';
import { KLEND_PROGRAM_ID } from '../programIds';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import { SampleSource } from '../testing/sampleSource';
import { chunk, mapWithConcurrency } from './concurrency';
import { readDecodedAccounts, readMultipleAccounts } from './multipleAccounts';

function accounts(rpc: FakeChainRpc, count: number) {
  const keys = new SampleSource(count);
  return Array.from({ length: count }, (_, i) => {
    const key = keys.pubkey();
    rpc.setAccount(key, KLEND_PROGRAM_ID, Uint8Array.of(i % 256));
    return key;
  });
}

describe('readMultipleAccounts', () => {
  it('asks for 100 accounts per request and keeps the order', async () => {
    const rpc = new FakeChainRpc();
    const keys = accounts(rpc, 250);
    const result = await readMultipleAccounts(rpc, keys);
    expect(rpc.calls.map((call) => call.size)).toEqual([100, 100, 50]);
    expect(result.map((account) => account?.data[0])).toEqual(keys.map((_, i) => i % 256));
  });

  it('makes no request for no addresses', async () => {
    const rpc = new FakeChainRpc();
    await expect(readMultipleAccounts(rpc, [])).resolves.toEqual([]);
    expect(rpc.calls).toHaveLength(0);
  });

  it('returns null for accounts that do not exist', async () => {
    const rpc = new FakeChainRpc();
    const [present] = accounts(rpc, 1);
    const missing = new SampleSource(99).pubkey();
    const result = await readMultipleAccounts(rpc, [missing, present!]);
    expect(result[0]).toBeNull();
    expect(result[1]?.data[0]).toBe(0);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const rpc = new FakeChainRpc();
    rpc.delayMs = 5;
    const keys = accounts(rpc, 1000);
    await readMultipleAccounts(rpc, keys, { concurrency: 3 });
    expect(rpc.count('getMultipleAccounts')).toBe(10);
    expect(rpc.maxInFlight).toBe(3);
  });

  it('fails loudly when a decoder rejects an account', async () => {
    const rpc = new FakeChainRpc();
    const keys = accounts(rpc, 2);
    await expect(readDecodedAccounts(rpc, keys, decodeReserve)).rejects.toBeInstanceOf(
      AccountDecodeError,
    );
  });
});

describe('concurrency helpers', () => {
  it('chunks and maps in order', async () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    await expect(mapWithConcurrency([3, 1, 2], 2, async (n) => n * 2)).resolves.toEqual([6, 2, 4]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
    await expect(mapWithConcurrency([1], 0, async (n) => n)).rejects.toThrow(RangeError);
  });

  it('rejects with the first failure', async () => {
    await expect(
      mapWithConcurrency([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('boom');
        return n;
      }),
    ).rejects.toThrow('boom');
  });
});
