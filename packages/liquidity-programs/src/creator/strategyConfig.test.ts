import { priceAtTick } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { readRebalanceParams, rebalanceParamsValue } from './strategyConfig';
import { tickArrayStart, tickAtOrBelowPrice } from './ticks';

describe('rebalance parameters', () => {
  it.each([
    { method: 'Manual' as const },
    { method: 'PricePercentage' as const, lowerBps: 250, upperBps: 4000 },
    {
      method: 'PricePercentageWithReset' as const,
      lowerBps: 100,
      upperBps: 200,
      resetLowerBps: 50,
      resetUpperBps: 60,
    },
    { method: 'PeriodicRebalance' as const, periodSeconds: 86_400n, lowerBps: 10, upperBps: 20 },
  ])('$method round-trips through its 128 bytes', (params) => {
    const bytes = rebalanceParamsValue(params);
    expect(bytes).toHaveLength(128);
    const type = {
      Manual: 0,
      PricePercentage: 1,
      PricePercentageWithReset: 2,
      PeriodicRebalance: 5,
    };
    expect(readRebalanceParams(type[params.method], bytes)).toEqual(params);
  });

  it('lays PricePercentage out as two u16 basis points', () => {
    const bytes = rebalanceParamsValue({
      method: 'PricePercentage',
      lowerBps: 0x0102,
      upperBps: 3,
    });
    expect([...bytes.subarray(0, 5)]).toEqual([2, 1, 3, 0, 0]);
  });

  it('refuses basis points out of u16 and unknown types', () => {
    expect(() =>
      rebalanceParamsValue({ method: 'PricePercentage', lowerBps: 70_000, upperBps: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      rebalanceParamsValue({ method: 'PricePercentage', lowerBps: 0, upperBps: 1 }),
    ).toThrow(RangeError);
    expect(readRebalanceParams(4, new Uint8Array(128))).toBeNull();
    expect(readRebalanceParams(1, new Uint8Array(3))).toBeNull();
  });
});

describe('ticks', () => {
  it('a price maps to the spaced tick at or below it', () => {
    // 1.0001^6931 ≈ 1.99983, 1.0001^6932 ≈ 2.00003: price 2 (same decimals) is tick 6931.
    expect(tickAtOrBelowPrice(2, 6, 6, 1)).toBe(6931);
    expect(tickAtOrBelowPrice(2, 6, 6, 64)).toBe(6912);
    // A 9-decimal A against a 6-decimal B: the tick brackets the price.
    for (const price of [150, 0.0123, 98_765.4321]) {
      const tick = tickAtOrBelowPrice(price, 9, 6, 1);
      expect(priceAtTick(tick, 9, 6).lte(price)).toBe(true);
      expect(priceAtTick(tick + 1, 9, 6).gt(price)).toBe(true);
    }
    expect(tickAtOrBelowPrice(0.5, 6, 6, 64)).toBeLessThan(0);
    expect(() => tickAtOrBelowPrice(0, 6, 6, 1)).toThrow(RangeError);
  });

  it('tick arrays span 88 spacings', () => {
    expect(tickArrayStart(0, 64)).toBe(0);
    expect(tickArrayStart(5631, 64)).toBe(0);
    expect(tickArrayStart(5632, 64)).toBe(5632);
    expect(tickArrayStart(-1, 64)).toBe(-5632);
  });
});
