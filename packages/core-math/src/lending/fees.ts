import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { bpsToFraction } from '../units';

/**
 * How a fee is applied: 'exclusive' adds the fee on top of the amount received; 'inclusive'
 * ("borrow max") takes it out of the amount.
 */
export type FeeCalculation = 'exclusive' | 'inclusive';

/** Thrown when the fee would swallow the whole amount (the program rejects such a borrow). */
export class AmountTooSmallForFeesError extends Error {
  override readonly name = 'AmountTooSmallForFeesError';
  constructor() {
    super('Borrow amount is too small to receive liquidity after fees');
  }
}

export interface BorrowFees {
  /** Whole fee (lamports): at least 1 lamport whenever the rate is positive. */
  totalFee: Decimal;
  protocolFee: Decimal;
  referrerFee: Decimal;
}

/**
 * Origination or flash-loan fee of `amount` lamports at `rate`. Exclusive: amount × rate;
 * inclusive: amount × rate / (1 + rate); minimum 1 lamport. The referrer share,
 * floor(fee × referralFeeBps / 10 000), only applies when the obligation has a referrer.
 */
export function borrowFees(params: {
  amount: NumericInput;
  rate: NumericInput;
  calculation?: FeeCalculation;
  referralFeeBps?: NumericInput;
  hasReferrer?: boolean;
}): BorrowFees {
  const amount = toDecimal(params.amount);
  const rate = toDecimal(params.rate);
  const zero = new MathDecimal(0);
  if (!rate.gt(0) || !amount.gt(0)) return { totalFee: zero, protocolFee: zero, referrerFee: zero };
  const raw =
    (params.calculation ?? 'exclusive') === 'exclusive'
      ? amount.times(rate)
      : amount.times(rate.div(rate.plus(1)));
  const totalFee = MathDecimal.max(raw, 1);
  if (totalFee.gte(amount)) throw new AmountTooSmallForFeesError();
  const referralRate = bpsToFraction(params.referralFeeBps ?? 0);
  const referrerFee =
    params.hasReferrer && referralRate.gt(0)
      ? referralRate.gte(1)
        ? totalFee
        : totalFee.times(referralRate).floor()
      : zero;
  return { totalFee, protocolFee: totalFee.minus(referrerFee), referrerFee };
}

/** u64::MAX in a fee field means "disabled" (flash loans). */
export const FEE_DISABLED_RAW = (1n << 64n) - 1n;
