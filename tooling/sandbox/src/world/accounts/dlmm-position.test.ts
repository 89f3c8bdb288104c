import { dlmmBinShareAmounts, dlmmPositionAmounts } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../prng';
import { binStepFor, placeDlmmPosition } from './dlmm-position';

const params = {
  feeTierBps: 30,
  poolPrice: '0.00421',
  amountA: '12345.678901',
  amountB: '52.123456789',
  decimalsA: 6,
  decimalsB: 9,
};

describe('placeDlmmPosition', () => {
  it('is the same for the same PRNG stream', () => {
    const one = placeDlmmPosition({ ...params, prng: createPrng('s').fork('x') });
    const two = placeDlmmPosition({ ...params, prng: createPrng('s').fork('x') });
    expect(one).toEqual(two);
  });

  it('puts Y in the active bin and below, X in it and above, a few bins each side', () => {
    for (const label of ['a', 'b', 'c', 'd']) {
      const placed = placeDlmmPosition({ ...params, prng: createPrng(label) });
      expect(placed.binStep).toBe(binStepFor(30));
      expect(placed.activeId - placed.lowerBinId).toBeGreaterThanOrEqual(1);
      expect(placed.activeId - placed.lowerBinId).toBeLessThanOrEqual(4);
      expect(placed.upperBinId - placed.activeId).toBeGreaterThanOrEqual(1);
      expect(placed.bins.map((b) => b.binId)).toEqual(
        Array.from(
          { length: placed.upperBinId - placed.lowerBinId + 1 },
          (_, i) => placed.lowerBinId + i,
        ),
      );
      for (const bin of placed.bins) {
        if (bin.binId < placed.activeId) expect(bin.amountX).toBe(0n);
        if (bin.binId > placed.activeId) expect(bin.amountY).toBe(0n);
      }
    }
  });

  it('makes the strategy’s shares of the bins worth exactly what it invested', () => {
    const placed = placeDlmmPosition({ ...params, prng: createPrng('exact') });
    const byId = new Map(placed.bins.map((bin) => [bin.binId, bin]));
    const amounts = dlmmPositionAmounts({
      lowerBinId: placed.lowerBinId,
      upperBinId: placed.upperBinId,
      liquidityShares: placed.bins.map((bin) => bin.share),
      binAt: (id) => byId.get(id),
    });
    expect(amounts.a.toFixed()).toBe(placed.investedA.toString());
    expect(amounts.b.toFixed()).toBe(placed.investedB.toString());
    expect(placed.investedA + placed.availableA).toBe(12_345_678_901n);
    expect(placed.investedB + placed.availableB).toBe(52_123_456_789n);
    expect(placed.availableA).toBe(12_345_678_901n - (12_345_678_901n * 995n) / 1000n);
    // Each bin holds four times the strategy's part.
    const active = byId.get(placed.activeId);
    if (active === undefined) throw new Error('no active bin');
    const own = dlmmBinShareAmounts(active.share, active);
    expect(own.a.times(4).toFixed()).toBe(active.amountX.toString());
  });

  it('invests nothing when a side is empty, and refuses an unknown fee tier', () => {
    const empty = placeDlmmPosition({ ...params, amountA: '0', prng: createPrng('e') });
    expect(empty.investedA + empty.investedB).toBe(0n);
    expect(empty.bins.every((bin) => bin.share === 0n && bin.liquiditySupply === 0n)).toBe(true);
    expect(() => placeDlmmPosition({ ...params, feeTierBps: 7, prng: createPrng('e') })).toThrow(
      /bin step/,
    );
  });
});
