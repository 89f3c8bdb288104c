import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { klendError } from '../anchor-errors';
import { add, display, div, fromBps, fromInt, max, min, mul, ONE, round } from '../fraction';
import { RESERVE } from '../layout-offsets';
import type { ReserveAccount } from '../reserve-account';
import {
  freelyAvailable,
  marketValueToLiquidity,
  remainingBorrowCapacity,
} from './reserve-liquidity';

/* `Reserve::calculate_borrow` and `ReserveFees::calculate_fees` (MATH §2.7). */

const RESERVE_RS = 'state/reserve.rs';

export type BorrowSize = { kind: 'Exact'; amount: bigint } | { kind: 'AllAvailable' };

export const borrowSizeDebug = (size: BorrowSize) =>
  size.kind === 'Exact' ? `Exact(${size.amount})` : 'AllAvailable';

export interface BorrowResult {
  /** Fraction bits of the new debt (fees included). */
  borrowAmount: bigint;
  receiveAmount: bigint;
  /** The protocol's part of the fee (to the fee vault). */
  originationFee: bigint;
  /** The referrer's part of the fee (stays in the supply vault, credited to the referrer). */
  referrerFee: bigint;
}

/**
 * `calculate_fees`: the fee rate on `amount` (exclusive: on top; inclusive: out of it), at least
 * one base unit, rounded; the referrer's share when the market pays referrers and there is one.
 */
export function calculateFees(
  context: InstructionContext,
  input: {
    amount: bigint;
    feeSf: bigint;
    inclusive: boolean;
    referralFeeBps: number;
    hasReferrer: boolean;
  },
): { protocolFee: bigint; referrerFee: bigint } {
  const rate = input.feeSf;
  const referralRate = fromBps(input.referralFeeBps);
  if (rate === 0n || input.amount === 0n) return { protocolFee: 0n, referrerFee: 0n };
  const feeAmount = input.inclusive
    ? mul(input.amount, div(rate, add(rate, ONE)))
    : mul(input.amount, rate);
  const fee = max(feeAmount, fromInt(1));
  if (fee >= input.amount) {
    context.log('Borrow amount is too small to receive liquidity after fees');
    throw klendError('BorrowTooSmall', { source: `${RESERVE_RS}:1863` });
  }
  const originationFee = round(fee);
  let referrerFee = 0n;
  if (referralRate > 0n && input.hasReferrer) {
    referrerFee = input.referralFeeBps === 10_000 ? originationFee : mul(fee, referralRate) >> 60n;
  }
  return { protocolFee: originationFee - referrerFee, referrerFee };
}

interface BorrowLimits {
  /** Remaining borrow value of the obligation (Fraction bits, USD). */
  maxValue: bigint;
  referralFeeBps: number;
  inElevationGroup: boolean;
  hasReferrer: boolean;
}

function originationFeeSf(reserve: ReserveAccount): bigint {
  return reserve.bytes.u64(RESERVE.originationFeeSf);
}

function allAvailable(context: InstructionContext, reserve: ReserveAccount, l: BorrowLimits) {
  const factor = reserve.borrowFactor(l.inElevationGroup);
  const maxObligation = div(marketValueToLiquidity(reserve, l.maxValue), factor);
  const maxReserve = min(remainingBorrowCapacity(reserve), fromInt(freelyAvailable(reserve)));
  const borrowAmount = min(maxObligation, maxReserve);
  const fees = calculateFees(context, {
    amount: borrowAmount,
    feeSf: originationFeeSf(reserve),
    inclusive: true,
    referralFeeBps: l.referralFeeBps,
    hasReferrer: l.hasReferrer,
  });
  const receiveAmount = (borrowAmount >> 60n) - fees.protocolFee - fees.referrerFee;
  if (receiveAmount < 0n) throw klendError('MathOverflow');
  return {
    borrowAmount,
    receiveAmount,
    originationFee: fees.protocolFee,
    referrerFee: fees.referrerFee,
  };
}

function exact(
  context: InstructionContext,
  reserve: ReserveAccount,
  receiveAmount: bigint,
  l: BorrowLimits,
): BorrowResult {
  const receive = fromInt(receiveAmount);
  const fees = calculateFees(context, {
    amount: receive,
    feeSf: originationFeeSf(reserve),
    inclusive: false,
    referralFeeBps: l.referralFeeBps,
    hasReferrer: l.hasReferrer,
  });
  const borrowAmount = add(receive, fromInt(fees.protocolFee + fees.referrerFee));
  const adjusted = mul(reserve.marketValue(borrowAmount), reserve.borrowFactor(l.inElevationGroup));
  if (adjusted > l.maxValue) {
    context.log(
      `Borrow value ${display(adjusted)} cannot exceed maximum borrow value ${display(l.maxValue)}`,
    );
    throw klendError('BorrowTooLarge', { source: `${RESERVE_RS}:700` });
  }
  const capacity = remainingBorrowCapacity(reserve);
  if (borrowAmount > capacity) {
    context.log(
      `Borrowing ${receiveAmount} (including fees: ${display(borrowAmount)}) would exceed the reserve's remaining limit ${display(capacity)}`,
    );
    throw klendError('BorrowLimitExceeded', { source: `${RESERVE_RS}:710` });
  }
  const free = fromInt(freelyAvailable(reserve));
  if (borrowAmount > free) {
    context.log(
      `Borrowing ${receiveAmount} (including fees: ${display(borrowAmount)}) would exceed the reserve's remaining liquidity ${display(free)}`,
    );
    throw klendError('InsufficientLiquidity', { source: `${RESERVE_RS}:721` });
  }
  return {
    borrowAmount,
    receiveAmount,
    originationFee: fees.protocolFee,
    referrerFee: fees.referrerFee,
  };
}

/** `calculate_borrow` for the sizes a user borrow takes (an exact amount, or all available). */
export function calculateBorrow(
  context: InstructionContext,
  reserve: ReserveAccount,
  size: BorrowSize,
  limits: BorrowLimits,
): BorrowResult {
  return size.kind === 'Exact'
    ? exact(context, reserve, size.amount, limits)
    : allAvailable(context, reserve, limits);
}
