import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { bpsToFraction, percentToFraction } from '../units';
import { SLOTS_PER_YEAR } from './constants';
import { type ReserveLiquidityAmounts, reserveTotalSupply } from './reserve-rates';

/**
 * Growth factor of a debt over `slots` slots at yearly `rate`, as the program computes it:
 * exact (1 + b)^n for n ≤ 4, else the binomial expansion to the third power of b = rate / slots
 * per year (the program's approximation, reproduced so estimates match the chain).
 */
export function compoundedInterestFactor(rate: NumericInput, slots: number | bigint): Decimal {
  const n = BigInt(slots);
  if (n < 0n) throw new RangeError('Elapsed slots cannot be negative');
  const base = toDecimal(rate).div(SLOTS_PER_YEAR);
  const one = new MathDecimal(1);
  if (n <= 4n) return base.plus(one).pow(Number(n));
  const count = new MathDecimal(n.toString());
  const first = base.times(count);
  const second = base.pow(2).times(count).times(count.minus(1)).div(2);
  const third = base.pow(3).times(count).times(count.minus(1)).times(count.minus(2)).div(6);
  return one.plus(first).plus(second).plus(third);
}

export interface ReserveAccrualInput extends ReserveLiquidityAmounts {
  /** Curve rate already scaled to wall-clock time (the off-chain estimate) or raw (the program). */
  curveRate: NumericInput;
  hostFixedInterestRateBps?: NumericInput;
  protocolTakeRatePct?: NumericInput;
  /** Referral fee of the market (bps); 0 for displayed figures. */
  referralFeeBps?: NumericInput;
  slotsElapsed: number | bigint;
}

export interface ReserveAccrual {
  newDebt: Decimal;
  /** Interest that is not the host fixed fee. */
  netNewVariableDebt: Decimal;
  fixedHostFee: Decimal;
  variableProtocolFee: Decimal;
  referrerFees: Decimal;
  accumulatedProtocolFees: Decimal;
  pendingReferrerFees: Decimal;
  totalSupply: Decimal;
}

/**
 * Interest accrued on a reserve over `slotsElapsed` slots: new debt, the fees it creates and the
 * resulting total supply. Debt grows by g(curve + host fixed); the host fixed part and the take
 * rate of the rest go to the protocol (minus the referrers' share).
 */
export function accrueReserveInterest(input: ReserveAccrualInput): ReserveAccrual {
  const previousDebt = toDecimal(input.borrowedAmount);
  const hostFixedRate = bpsToFraction(input.hostFixedInterestRateBps ?? 0);
  const takeRate = percentToFraction(input.protocolTakeRatePct ?? 0);
  const referralRate = bpsToFraction(input.referralFeeBps ?? 0);
  const previousProtocolFees = toDecimal(input.accumulatedProtocolFees ?? 0);
  const previousPendingReferrer = toDecimal(input.pendingReferrerFees ?? 0);

  const growth = compoundedInterestFactor(
    toDecimal(input.curveRate).plus(hostFixedRate),
    input.slotsElapsed,
  );
  const fixedGrowth = compoundedInterestFactor(hostFixedRate, input.slotsElapsed);
  const newDebt = previousDebt.times(growth);
  const fixedHostFee = previousDebt.times(fixedGrowth).minus(previousDebt);
  const netNewVariableDebt = newDebt.minus(previousDebt).minus(fixedHostFee);
  const variableProtocolFee = netNewVariableDebt.times(takeRate);
  const referrerFees = netNewVariableDebt.times(takeRate).times(referralRate);
  const accumulatedProtocolFees = previousProtocolFees
    .plus(fixedHostFee)
    .plus(variableProtocolFee)
    .minus(referrerFees);
  const pendingReferrerFees = previousPendingReferrer.plus(referrerFees);

  const totalSupply = reserveTotalSupply({
    availableAmount: input.availableAmount,
    borrowedAmount: newDebt,
    accumulatedProtocolFees,
    accumulatedReferrerFees: input.accumulatedReferrerFees ?? 0,
    pendingReferrerFees,
  });
  return {
    newDebt,
    netNewVariableDebt,
    fixedHostFee,
    variableProtocolFee,
    referrerFees,
    accumulatedProtocolFees,
    pendingReferrerFees,
    totalSupply,
  };
}

/**
 * Current debt of one obligation borrow: stored amount × reserve cumulative rate now / the
 * cumulative rate recorded on the borrow.
 */
export function accruedBorrowAmount(
  borrowedAmount: NumericInput,
  reserveCumulativeBorrowRate: NumericInput,
  borrowCumulativeBorrowRate: NumericInput,
): Decimal {
  const recorded = toDecimal(borrowCumulativeBorrowRate);
  if (recorded.isZero()) return toDecimal(borrowedAmount);
  return toDecimal(borrowedAmount).times(toDecimal(reserveCumulativeBorrowRate)).div(recorded);
}
