import { describe, expect, it } from 'vitest';
import {
  borrowRateAt,
  curveFromLegacyRates,
  InvalidBorrowCurveError,
  truncateBorrowCurve,
} from './borrow-curve';
import { TEST_CURVE } from './test-curve';

describe('borrowRateAt (MATH.md §2.2 worked example)', () => {
  it.each([
    [0, '0.0001'],
    [0.4, '0.01505'],
    [0.8, '0.03'],
    [0.82, '0.0448'],
    [0.9, '0.15'],
    [0.97, '0.50124'],
    [1, '0.75'],
  ])('rate(%s) = %s', (utilization, expected) => {
    expect(borrowRateAt(TEST_CURVE, utilization).toFixed()).toBe(expected);
  });

  it('clamps utilization to [0, 1]', () => {
    expect(borrowRateAt(TEST_CURVE, 1.5).toFixed()).toBe('0.75');
    expect(borrowRateAt(TEST_CURVE, -0.2).toFixed()).toBe('0.0001');
  });

  it('keeps the last rate for a curve that stops before 100 %', () => {
    const short = [
      { utilizationRateBps: 0, borrowRateBps: 0 },
      { utilizationRateBps: 5000, borrowRateBps: 1000 },
    ];
    expect(borrowRateAt(short, 0.25).toFixed()).toBe('0.05');
    expect(borrowRateAt(short, 0.9).toFixed()).toBe('0.1');
  });

  it('rejects curves it cannot interpolate', () => {
    expect(() => borrowRateAt([], 0.5)).toThrow(InvalidBorrowCurveError);
    expect(() => borrowRateAt([{ utilizationRateBps: 10, borrowRateBps: 1 }], 0.5)).toThrow(
      InvalidBorrowCurveError,
    );
    const backwards = [
      { utilizationRateBps: 0, borrowRateBps: 0 },
      { utilizationRateBps: 6000, borrowRateBps: 10 },
      { utilizationRateBps: 5000, borrowRateBps: 20 },
      { utilizationRateBps: 10000, borrowRateBps: 30 },
    ];
    expect(() => borrowRateAt(backwards, 0.9)).toThrow(InvalidBorrowCurveError);
  });
});

describe('truncateBorrowCurve / curveFromLegacyRates', () => {
  it('drops the repeated tail after 100 %', () => {
    expect(truncateBorrowCurve(TEST_CURVE)).toHaveLength(6);
  });

  it('maps a three-parameter config to points', () => {
    const curve = curveFromLegacyRates({
      optimalUtilizationBps: 8000,
      baseRateBps: 0,
      optimalRateBps: 800,
      maxRateBps: 5000,
    });
    expect(borrowRateAt(curve, 0.4).toFixed()).toBe('0.04');
    expect(borrowRateAt(curve, 0.9).toFixed()).toBe('0.29');
  });
});
