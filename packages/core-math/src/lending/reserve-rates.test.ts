import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../decimal';
import { scaledFractionToDecimal } from '../fixed-point';
import { DEFAULT_SLOT_DURATION_MS, SLOTS_PER_YEAR } from './constants';
import {
  reserveBorrowApr,
  reserveRates,
  reserveSupplyApr,
  reserveTotalSupply,
  reserveUtilization,
  slotAdjustmentFactor,
  slotCompoundedApy,
} from './reserve-rates';
import { TEST_CURVE } from './test-curve';

const close = (actual: { toNumber(): number }, expected: number, digits = 6) =>
  expect(actual.toNumber()).toBeCloseTo(expected, digits);

describe('slot adjustment', () => {
  it('defaults to 450 ms slots', () => {
    expect(DEFAULT_SLOT_DURATION_MS).toBe(450);
    expect(slotAdjustmentFactor().toFixed(10)).toBe('1.1111111111');
    expect(slotAdjustmentFactor(400).toFixed()).toBe('1.25');
    expect(slotAdjustmentFactor(500).toFixed()).toBe('1');
  });

  it('rejects a non-positive duration', () => {
    expect(() => slotAdjustmentFactor(0)).toThrow(RangeError);
    expect(() => slotAdjustmentFactor(-400)).toThrow(RangeError);
  });
});

describe('total supply and utilization (MATH.md §2.1, §8.1)', () => {
  it('subtracts protocol and referrer fees', () => {
    const liquidity = {
      availableAmount: 600,
      borrowedAmount: 400,
      accumulatedProtocolFees: 10,
      accumulatedReferrerFees: 5,
      pendingReferrerFees: 5,
    };
    expect(reserveTotalSupply(liquidity).toFixed()).toBe('980');
    expect(reserveUtilization(liquidity).toFixed(6)).toBe('0.408163');
  });

  it('is 0 for an empty reserve', () => {
    expect(reserveUtilization({ availableAmount: 0, borrowedAmount: 0 }).toFixed()).toBe('0');
  });

  it('matches getTotalSupply() of the SDK test reserve', () => {
    const supply = reserveTotalSupply({
      availableAmount: 1_000_000,
      borrowedAmount: scaledFractionToDecimal(100_000_000n),
    });
    // the SDK string carries its 40-digit precision: equal to 1e-20
    const sdk = new MathDecimal('1000000.000000000086736173798840352915036');
    expect(supply.minus(sdk).abs().lt('1e-20')).toBe(true);
  });
});

describe('borrow APR / APY (MATH.md §2.3)', () => {
  it('reproduces utilization 0.82 at 400 ms: APR 0.056, APY 0.057598', () => {
    const rates = reserveRates({ curve: TEST_CURVE, utilization: 0.82, slotDurationMs: 400 });
    expect(rates.borrowApr.toFixed()).toBe('0.056');
    close(rates.borrowApy, 0.057598);
  });

  it('gives 0.045819 without the slot factor (500 ms slots)', () => {
    const rates = reserveRates({ curve: TEST_CURVE, utilization: 0.82, slotDurationMs: 500 });
    close(rates.borrowApy, 0.045819);
  });

  it('uses 450 ms by default', () => {
    const apr = reserveBorrowApr({ curve: TEST_CURVE, utilization: 0.82 });
    expect(apr.toFixed(12)).toBe(new MathDecimal('0.0448').times(1000).div(900).toFixed(12));
  });

  it('adds the host fixed rate, also slot-adjusted', () => {
    const apr = reserveBorrowApr({
      curve: TEST_CURVE,
      utilization: 0.82,
      hostFixedInterestRateBps: 100,
      slotDurationMs: 400,
    });
    expect(apr.toFixed()).toBe('0.0685');
  });
});

describe('supply APR / APY (MATH.md §2.4)', () => {
  it('reproduces u = 0.4 at 400 ms: APR 0.0188125 / APY 0.018991 without take rate', () => {
    const rates = reserveRates({ curve: TEST_CURVE, utilization: 0.4, slotDurationMs: 400 });
    // at u = 0.4 the curve APR itself is 0.0188125
    expect(
      reserveBorrowApr({ curve: TEST_CURVE, utilization: 0.4, slotDurationMs: 400 }).toFixed(),
    ).toBe('0.0188125');
    close(slotCompoundedApy('0.0188125'), 0.018991);
    expect(rates.supplyApr.toFixed()).toBe('0.007525');
  });

  it('with take rate 10 %: supply APR 0.0067725, APY 0.0067955', () => {
    const rates = reserveRates({
      curve: TEST_CURVE,
      utilization: 0.4,
      slotDurationMs: 400,
      protocolTakeRatePct: 10,
    });
    expect(rates.supplyApr.toFixed()).toBe('0.0067725');
    close(rates.supplyApy, 0.0067955);
  });

  it('leaves the host fixed rate out of the supply side', () => {
    const base = { curve: TEST_CURVE, utilization: 0.4, protocolTakeRatePct: 10 };
    expect(reserveSupplyApr({ ...base, hostFixedInterestRateBps: 500 }).toFixed()).toBe(
      reserveSupplyApr(base).toFixed(),
    );
  });
});

describe('slotCompoundedApy', () => {
  it('compounds per slot: close to e^APR − 1', () => {
    close(slotCompoundedApy(1), Math.E - 1, 7);
    expect(slotCompoundedApy(0).toFixed()).toBe('0');
  });

  it('agrees with the power at full precision to 30 significant digits', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 5, noNaN: true }), (apr) => {
        const full = new MathDecimal(apr).div(SLOTS_PER_YEAR).plus(1).pow(SLOTS_PER_YEAR).minus(1);
        const relative = slotCompoundedApy(apr).minus(full).abs().div(full);
        expect(relative.lt('1e-30')).toBe(true);
      }),
      { numRuns: 25 },
    );
  });

  it('APY ≥ APR for every positive rate', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 5, noNaN: true }), (apr) => {
        expect(slotCompoundedApy(apr).gte(apr)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
