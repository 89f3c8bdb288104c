import { add, bigMul, divInt, mul, mulInt, ONE, sub } from './fraction';

/** The program's slots per year: it compounds per slot assuming 2 slots a second. */
export const SLOTS_PER_YEAR = 63_072_000n;

/**
 * `approximate_compounded_interest`: (1 + r/SLOTS_PER_YEAR)^n, exact for n ≤ 4, else the binomial
 * expansion to the third power, in U68F60 with the program's truncations.
 */
export function compoundedInterest(rate: bigint, slots: bigint): bigint {
  const base = divInt(rate, SLOTS_PER_YEAR);
  const step = add(ONE, base);
  switch (slots) {
    case 0n:
      return ONE;
    case 1n:
      return step;
    case 2n:
      return mul(step, step);
    case 3n:
      return mul(mul(step, step), step);
    case 4n: {
      const square = mul(step, step);
      return mul(square, square);
    }
  }
  const basePow2 = mul(base, base);
  const basePow3 = mul(basePow2, base);
  const first = mulInt(base, slots);
  const second = divInt(mulInt(mulInt(basePow2, slots), slots - 1n), 2n);
  const third = divInt(mulInt(mulInt(mulInt(basePow3, slots), slots - 1n), slots - 2n), 6n);
  return add(add(add(ONE, first), second), third);
}

/** The reserve liquidity numbers interest accrual changes (raw Fraction / BigFraction bits). */
export interface AccruingLiquidity {
  borrowedAmountSf: bigint;
  cumulativeBorrowRateBsf: bigint;
  accumulatedProtocolFeesSf: bigint;
  pendingReferrerFeesSf: bigint;
  absoluteReferralRateSf: bigint;
}

/**
 * `ReserveLiquidity::compound_interest`: debt and cumulative rate grow by g(curve + host fixed);
 * the host fixed part and the take rate of the rest go to the protocol, less the referrers' share,
 * which waits in the pending referrer fees.
 */
export function compoundInterest(
  liquidity: AccruingLiquidity,
  rates: {
    borrowRate: bigint;
    hostFixedRate: bigint;
    protocolTakeRate: bigint;
    referralRate: bigint;
  },
  slots: bigint,
): AccruingLiquidity {
  const previousDebt = liquidity.borrowedAmountSf;
  const compounded = compoundedInterest(add(rates.borrowRate, rates.hostFixedRate), slots);
  const compoundedFixed = compoundedInterest(rates.hostFixedRate, slots);
  const cumulativeBorrowRateBsf = bigMul(liquidity.cumulativeBorrowRateBsf, compounded);
  const newDebt = mul(previousDebt, compounded);
  const fixedHostFee = sub(mul(previousDebt, compoundedFixed), previousDebt);
  const netNewVariableDebt = sub(sub(newDebt, previousDebt), fixedHostFee);
  const variableProtocolFee = mul(netNewVariableDebt, rates.protocolTakeRate);
  const absoluteReferralRate = mul(rates.protocolTakeRate, rates.referralRate);
  const maxReferrersFees = mul(netNewVariableDebt, absoluteReferralRate);
  const protocolFees = sub(
    add(add(liquidity.accumulatedProtocolFeesSf, fixedHostFee), variableProtocolFee),
    maxReferrersFees,
  );
  return {
    borrowedAmountSf: newDebt,
    cumulativeBorrowRateBsf,
    accumulatedProtocolFeesSf: protocolFees,
    pendingReferrerFeesSf: add(liquidity.pendingReferrerFeesSf, maxReferrersFees),
    absoluteReferralRateSf: absoluteReferralRate,
  };
}
