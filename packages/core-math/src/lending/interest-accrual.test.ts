import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../decimal';
import { scaledFractionToDecimal } from '../fixed-point';
import { SLOTS_PER_YEAR } from './constants';
import {
  accruedBorrowAmount,
  accrueReserveInterest,
  compoundedInterestFactor,
} from './interest-accrual';
import { curveBorrowApr, reserveTotalSupply, reserveUtilization } from './reserve-rates';
import { TEST_CURVE } from './test-curve';

/** The klend-sdk test reserve of MATH.md §8.1. */
const liquidity = {
  availableAmount: 1_000_000,
  borrowedAmount: scaledFractionToDecimal(100_000_000n),
};
const baseSupply = reserveTotalSupply(liquidity);
// The vectors were published with 450 ms slots (factor 1.1111), see MATH.md §8.1.
const curveRate = curveBorrowApr({
  curve: TEST_CURVE,
  utilization: reserveUtilization(liquidity),
  slotDurationMs: 450,
});
const testReserve = { ...liquidity, curveRate, protocolTakeRatePct: 15 };

function expectRelativelyClose(actual: Decimal, expected: string, tolerance = '1e-12') {
  const target = new MathDecimal(expected);
  expect(actual.minus(target).abs().div(target).lt(tolerance)).toBe(true);
}

describe('compoundedInterestFactor', () => {
  it('is exact (1 + b)^n up to 4 slots', () => {
    const b = new MathDecimal('0.5').div(SLOTS_PER_YEAR);
    expect(compoundedInterestFactor('0.5', 3).eq(b.plus(1).pow(3))).toBe(true);
    expect(compoundedInterestFactor('0.5', 0).toFixed()).toBe('1');
  });

  it('uses the three-term expansion from 5 slots', () => {
    const n = 1000;
    const b = new MathDecimal('0.1').div(SLOTS_PER_YEAR);
    const expected = b
      .times(n)
      .plus(
        b
          .pow(2)
          .times(n * (n - 1))
          .div(2),
      )
      .plus(
        b
          .pow(3)
          .times(n * (n - 1) * (n - 2))
          .div(6),
      )
      .plus(1);
    const factor = compoundedInterestFactor('0.1', n);
    expect(factor.minus(expected).abs().lt('1e-70')).toBe(true);
    // and differs measurably from exact compounding (the fourth-order term is ≈ 2.6e-25)
    expect(factor.minus(b.plus(1).pow(n)).abs().gt('1e-26')).toBe(true);
  });

  it('rejects negative slot counts', () => {
    expect(() => compoundedInterestFactor('0.1', -1)).toThrow(RangeError);
  });
});

describe('accrueReserveInterest (MATH.md §8.1 klend-sdk reserve_calcs vectors)', () => {
  it('getEstimatedTotalSupply(slot 5): increase 6.49396701206e-22', () => {
    const accrual = accrueReserveInterest({ ...testReserve, slotsElapsed: 5 });
    expectRelativelyClose(accrual.totalSupply.minus(baseSupply), '6.49396701206e-22', '1e-11');
    const sdk = new MathDecimal('1000000.000000000086736173799489749616243');
    expect(accrual.totalSupply.minus(sdk).abs().lt('1e-20')).toBe(true);
  });

  it('getAccumulatedProtocolFees() is 0 before accrual', () => {
    const accrual = accrueReserveInterest({ ...testReserve, slotsElapsed: 0 });
    expect(accrual.accumulatedProtocolFees.toFixed()).toBe('0');
    expect(accrual.totalSupply.eq(baseSupply)).toBe(true);
  });

  it('getEstimatedAccumulatedProtocolFees(slot 1000) = 2.29198835920764e-20', () => {
    const accrual = accrueReserveInterest({ ...testReserve, slotsElapsed: 1000 });
    expectRelativelyClose(
      accrual.accumulatedProtocolFees,
      '0.0000000000000000000229198835920763525402574346465545',
    );
  });

  it('with hostFixedInterestRateBps 1000: total supply after 5 slots', () => {
    const accrual = accrueReserveInterest({
      ...testReserve,
      hostFixedInterestRateBps: 1000,
      slotsElapsed: 5,
    });
    const sdk = new MathDecimal('1000000.000000000086736173799489749620361');
    expect(accrual.totalSupply.minus(sdk).abs().lt('1e-20')).toBe(true);
    // the fixed host rate adds 4.118e-30 to the supply increase (cross term only)
    const withoutHost = accrueReserveInterest({ ...testReserve, slotsElapsed: 5 });
    expectRelativelyClose(accrual.totalSupply.minus(withoutHost.totalSupply), '4.118e-30', '1e-3');
  });

  it('with hostFixedInterestRateBps 1000: fees after 1000 slots = fixed host fee + variable fee', () => {
    const accrual = accrueReserveInterest({
      ...testReserve,
      hostFixedInterestRateBps: 1000,
      slotsElapsed: 1000,
    });
    expectRelativelyClose(
      accrual.accumulatedProtocolFees,
      '0.000000000000000137542330260089777451133815435695863',
    );
    expect(
      accrual.accumulatedProtocolFees.eq(accrual.fixedHostFee.plus(accrual.variableProtocolFee)),
    ).toBe(true);
  });

  it('moves the referrers’ share from protocol fees to pending referrer fees', () => {
    const accrual = accrueReserveInterest({
      availableAmount: 0,
      borrowedAmount: 1_000_000,
      curveRate: '0.1',
      protocolTakeRatePct: 20,
      referralFeeBps: 2500,
      slotsElapsed: 100,
    });
    expect(accrual.referrerFees.eq(accrual.netNewVariableDebt.times('0.05'))).toBe(true);
    expect(accrual.pendingReferrerFees.eq(accrual.referrerFees)).toBe(true);
    expect(
      accrual.accumulatedProtocolFees.eq(accrual.variableProtocolFee.minus(accrual.referrerFees)),
    ).toBe(true);
  });
});

describe('accruedBorrowAmount', () => {
  it('scales the stored debt by the growth of the cumulative rate', () => {
    expect(accruedBorrowAmount(100, '1.05', '1.0').toFixed()).toBe('105');
    expect(accruedBorrowAmount(100, '1.05', 0).toFixed()).toBe('100');
  });
});
