// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  computeUnitPrice,
  feePercentile,
  PRIORITY_FEE_LEVELS,
  priorityFeeSol,
} from './priorityFee';

const fees = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90].map((fee) => fee * 10_000);

describe('feePercentile', () => {
  it('takes the nearest-rank percentile of the valid fees, in any order', () => {
    expect(feePercentile([...fees].reverse(), 50)).toBe(400_000n);
    expect(feePercentile(fees, 90)).toBe(800_000n);
    expect(feePercentile(fees, 25)).toBe(200_000n);
    expect(feePercentile(fees, 100)).toBe(900_000n);
    expect(feePercentile(fees, 0)).toBe(0n);
  });

  it('ignores values that are not fees and is 0 without any', () => {
    expect(feePercentile([Number.NaN, -1, 1.5, 7], 50)).toBe(7n);
    expect(feePercentile([], 50)).toBe(0n);
  });
});

describe('computeUnitPrice', () => {
  const base = { recentFees: fees, customFeeSol: new Decimal('0.001'), computeUnitLimit: 200_000 };

  it('pays the level percentile of recent fees', () => {
    expect(computeUnitPrice({ ...base, level: 'minimum' })).toBe(200_000n);
    expect(computeUnitPrice({ ...base, level: 'normal' })).toBe(400_000n);
    expect(computeUnitPrice({ ...base, level: 'turbo' })).toBe(800_000n);
  });

  it('pays the floor on a quiet network', () => {
    const quiet = { ...base, recentFees: [0, 0, 0] };
    expect(computeUnitPrice({ ...quiet, level: 'minimum' })).toBe(0n);
    expect(computeUnitPrice({ ...quiet, level: 'normal' })).toBe(
      PRIORITY_FEE_LEVELS.normal.floorMicroLamports,
    );
    expect(computeUnitPrice({ ...quiet, level: 'turbo' })).toBe(
      PRIORITY_FEE_LEVELS.turbo.floorMicroLamports,
    );
  });

  it('spreads the custom SOL fee over the compute-unit limit', () => {
    // 0.001 SOL = 1e12 micro-lamports over 200 000 units.
    expect(computeUnitPrice({ ...base, level: 'custom' })).toBe(5_000_000n);
    expect(computeUnitPrice({ ...base, level: 'custom', customFeeSol: new Decimal(0) })).toBe(0n);
  });

  it('caps the whole fee at the maximum', () => {
    const price = computeUnitPrice({
      ...base,
      level: 'custom',
      customFeeSol: new Decimal(5),
      maxFeeSol: new Decimal('0.01'),
    });
    expect(price).toBe(50_000_000n);
    expect(priorityFeeSol(price, base.computeUnitLimit).toString()).toBe('0.01');
    expect(
      computeUnitPrice({
        ...base,
        level: 'turbo',
        recentFees: [1e12],
        maxFeeSol: new Decimal('0.01'),
      }),
    ).toBe(50_000_000n);
  });
});

describe('priorityFeeSol', () => {
  it('is price × units in micro-lamports, as SOL', () => {
    expect(priorityFeeSol(5_000_000n, 200_000).toString()).toBe('0.001');
  });
});
