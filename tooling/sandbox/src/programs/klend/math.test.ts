import {
  accrueReserveInterest,
  compoundedInterestFactor,
  MathDecimal,
  scaledFractionToDecimal,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ProgramError } from '../../chain/execution/program-error';
import { borrowRate } from './borrow-rate';
import {
  display,
  displayExact,
  fromBps,
  fromInt,
  fromPercent,
  mul,
  ONE,
  sub,
  toBps,
} from './fraction';
import { compoundedInterest, compoundInterest, SLOTS_PER_YEAR } from './interest';

const log = { log: () => undefined };
const bits = (value: string) => BigInt(new MathDecimal(value).times(2 ** 60).toFixed(0));
const value = (raw: bigint) => scaledFractionToDecimal(raw);

/** MATH.md §2.2: the klend-sdk test curve and its published rates. */
const TEST_CURVE = [
  { utilizationRateBps: 0, borrowRateBps: 1 },
  { utilizationRateBps: 8000, borrowRateBps: 300 },
  { utilizationRateBps: 8500, borrowRateBps: 670 },
  { utilizationRateBps: 9000, borrowRateBps: 1500 },
  { utilizationRateBps: 9500, borrowRateBps: 3354 },
  ...Array.from({ length: 6 }, () => ({ utilizationRateBps: 10000, borrowRateBps: 7500 })),
];

describe('U68F60 arithmetic', () => {
  it('truncates products and quotients and panics on underflow, as the fixed crate does', () => {
    expect(mul(3n, ONE / 2n)).toBe(1n);
    expect(fromPercent(75)).toBe((75n << 60n) / 100n);
    expect(fromBps(1)).toBe(ONE / 10_000n);
    expect(toBps(fromBps(7))).toBe(7n);
    expect(toBps(bits('0.00004'))).toBe(0n);
    expect(() => sub(1n, 2n)).toThrow(ProgramError);
  });

  it('prints values as the fixed crate’s Display: the fewest decimals that read back the same', () => {
    expect(displayExact(ONE / 2n)).toBe('0.5');
    expect(displayExact(fromInt(17) + ONE / 8n)).toBe('17.125');
    expect(displayExact(0n)).toBe('0');
    // 0.1 is not a U68F60: its nearest value prints as 0.1, the one below it needs all digits.
    expect(displayExact(115_292_150_460_684_698n)).toBe('0.1');
    expect(displayExact(115_292_150_460_684_697n)).toBe('0.0999999999999999995');
    expect(displayExact(ONE - 1n)).toBe('0.999999999999999999');
  });

  it('prints values as FractionDisplay: 4 decimals, rounded', () => {
    expect(display(fromInt(153) + (ONE * 3n) / 8n)).toBe('153.3750');
    expect(display(bits('0.99995'))).toBe('1.0000');
    expect(display(bits('1.0001'))).toBe('1.0001');
    expect(display(0n)).toBe('0.0000');
  });
});

describe('borrow rate curve', () => {
  it.each([
    ['0', '0.0001'],
    ['0.4', '0.01505'],
    ['0.8', '0.03'],
    ['0.82', '0.0448'],
    ['0.9', '0.15'],
    ['0.97', '0.50124'],
    ['1', '0.75'],
    ['1.2', '0.75'],
  ])('at utilization %s is %s (MATH §2.2)', (utilization, rate) => {
    const got = value(borrowRate(log, TEST_CURVE, bits(utilization)));
    expect(got.minus(rate).abs().toNumber()).toBeLessThan(1e-15);
  });
});

describe('compounding (approximate_compounded_interest)', () => {
  const rate = bits('0.0448');

  it('is exactly (1 + b)^n, step by step, up to 4 slots', () => {
    const step = ONE + rate / SLOTS_PER_YEAR;
    expect(compoundedInterest(rate, 0n)).toBe(ONE);
    expect(compoundedInterest(rate, 1n)).toBe(step);
    expect(compoundedInterest(rate, 3n)).toBe(mul(mul(step, step), step));
    const exact = compoundedInterestFactor('0.0448', 4);
    expect(value(compoundedInterest(rate, 4n)).minus(exact).abs().toNumber()).toBeLessThan(1e-17);
  });

  it('keeps the binomial terms beyond that, with b² and b³ truncated to U68F60', () => {
    const n = 1_000n;
    const ours = value(compoundedInterest(rate, n));
    const exact = compoundedInterestFactor('0.0448', n);
    const linear = new MathDecimal('0.0448').times(1000).div(63_072_000);
    expect(exact.minus(ours).toNumber()).toBeGreaterThanOrEqual(0);
    expect(exact.minus(ours).toNumber()).toBeLessThanOrEqual(linear.pow(2).toNumber());
  });

  it('splits the interest between debt, protocol and referrers as core-math does', () => {
    const debt = fromInt(1_000_000_000_000n);
    const next = compoundInterest(
      {
        borrowedAmountSf: debt,
        cumulativeBorrowRateBsf: ONE,
        accumulatedProtocolFeesSf: 0n,
        pendingReferrerFeesSf: 0n,
        absoluteReferralRateSf: 0n,
      },
      {
        borrowRate: rate,
        hostFixedRate: fromBps(100),
        protocolTakeRate: fromPercent(10),
        referralRate: fromBps(2_000),
      },
      1_000n,
    );
    const reference = accrueReserveInterest({
      availableAmount: 0,
      borrowedAmount: 1_000_000_000_000,
      curveRate: '0.0448',
      hostFixedInterestRateBps: 100,
      protocolTakeRatePct: 10,
      referralFeeBps: 2_000,
      slotsElapsed: 1_000,
    });
    // b = 0.0548 / 63 072 000 squares to under 2^-60: the program drops the (b·n)²/2 term,
    // about b·n/2 ≈ 4.3e-7 of the interest over 1 000 slots.
    const close = (ours: bigint, theirs: Decimal) =>
      value(ours).minus(theirs).div(theirs).abs().toNumber();
    expect(
      close(next.borrowedAmountSf - debt, reference.newDebt.minus(1_000_000_000_000)),
    ).toBeLessThan(1e-6);
    expect(close(next.accumulatedProtocolFeesSf, reference.accumulatedProtocolFees)).toBeLessThan(
      1e-6,
    );
    expect(close(next.pendingReferrerFeesSf, reference.pendingReferrerFees)).toBeLessThan(1e-6);
    expect(next.absoluteReferralRateSf).toBe(mul(fromPercent(10), fromBps(2_000)));
    expect(next.cumulativeBorrowRateBsf).toBe(compoundedInterest(rate + fromBps(100), 1_000n));
  });
});
