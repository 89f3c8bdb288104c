import type { PerfSample } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { FakeChainRpc } from '../testing/fakeChainRpc';
import {
  DEFAULT_SLOT_DURATION_MS,
  medianSlotDurationMs,
  parseSlotDurationOverride,
  readBlockTime,
  readRecentSlotDurationMs,
  readSlot,
  slotDurationOverrideFromSearch,
} from './clock';

const sample = (numSlots: number, samplePeriodSecs = 60): PerfSample => ({
  slot: 1,
  numSlots,
  numTransactions: 0,
  samplePeriodSecs,
});

describe('slot duration', () => {
  it('is the median of the samples in ms per slot', () => {
    // 60 s / 150 = 400 ms, / 120 = 500 ms, / 100 = 600 ms
    expect(medianSlotDurationMs([sample(120), sample(150), sample(100)])).toBe(500);
    expect(medianSlotDurationMs([sample(150), sample(120)])).toBe(450);
    expect(medianSlotDurationMs([sample(0)])).toBeUndefined();
  });

  it('falls back to 450 ms without samples and honours an override', async () => {
    const rpc = new FakeChainRpc();
    await expect(readRecentSlotDurationMs(rpc)).resolves.toBe(DEFAULT_SLOT_DURATION_MS);
    expect(DEFAULT_SLOT_DURATION_MS).toBe(450);
    rpc.samples = [sample(150)];
    await expect(readRecentSlotDurationMs(rpc)).resolves.toBe(400);
    rpc.calls.length = 0;
    await expect(readRecentSlotDurationMs(rpc, { overrideMs: 420 })).resolves.toBe(420);
    expect(rpc.calls).toHaveLength(0);
  });

  it('reads RECENT_SLOT_DURATION_OVERRIDE_MS from a URL query', () => {
    expect(slotDurationOverrideFromSearch('?RECENT_SLOT_DURATION_OVERRIDE_MS=400')).toBe(400);
    expect(slotDurationOverrideFromSearch('?other=1')).toBeUndefined();
    for (const bad of ['abc', '-5', '0', 'Infinity', '']) {
      expect(parseSlotDurationOverride(bad)).toBeUndefined();
    }
  });
});

describe('slot and block time', () => {
  it('reads through the injected rpc', async () => {
    const rpc = new FakeChainRpc();
    rpc.slot = 321;
    rpc.blockTimes.set(321, 1_700_000_000);
    await expect(readSlot(rpc)).resolves.toBe(321);
    await expect(readBlockTime(rpc, 321)).resolves.toBe(1_700_000_000);
    await expect(readBlockTime(rpc, 5)).resolves.toBeNull();
  });
});
