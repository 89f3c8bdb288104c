import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { bpsToFraction, percentToFraction } from '../units';
import { borrowRateAt, type CurvePoint } from './borrow-curve';
import { DEFAULT_SLOT_DURATION_MS, SLOTS_PER_SECOND, SLOTS_PER_YEAR } from './constants';

/** The liquidity side of a reserve, in lamports (fractions allowed: `*Sf` fields decode to them). */
export interface ReserveLiquidityAmounts {
  availableAmount: NumericInput;
  borrowedAmount: NumericInput;
  accumulatedProtocolFees?: NumericInput;
  accumulatedReferrerFees?: NumericInput;
  pendingReferrerFees?: NumericInput;
}

/**
 * Liquidity that belongs to suppliers: available + borrowed − protocol and referrer fees (the fees
 * sit in the vault but are not suppliers' money).
 */
export function reserveTotalSupply(liquidity: ReserveLiquidityAmounts): Decimal {
  return toDecimal(liquidity.availableAmount)
    .plus(toDecimal(liquidity.borrowedAmount))
    .minus(toDecimal(liquidity.accumulatedProtocolFees ?? 0))
    .minus(toDecimal(liquidity.accumulatedReferrerFees ?? 0))
    .minus(toDecimal(liquidity.pendingReferrerFees ?? 0));
}

/** Borrowed / total supply; 0 for an empty reserve. */
export function reserveUtilization(liquidity: ReserveLiquidityAmounts): Decimal {
  const totalSupply = reserveTotalSupply(liquidity);
  if (totalSupply.isZero()) return new MathDecimal(0);
  return toDecimal(liquidity.borrowedAmount).div(totalSupply);
}

/**
 * The program compounds per slot assuming 2 slots/s (500 ms); real slots are shorter, so rates
 * shown in wall-clock time are scaled by 500 / slotDurationMs (1.1111 at 450 ms, 1.25 at 400 ms).
 */
export function slotAdjustmentFactor(slotDurationMs: NumericInput = DEFAULT_SLOT_DURATION_MS) {
  const duration = toDecimal(slotDurationMs);
  if (!duration.isFinite() || duration.lte(0)) {
    throw new RangeError(
      `Slot duration must be a positive number of ms, got ${String(slotDurationMs)}`,
    );
  }
  return new MathDecimal(1000).div(SLOTS_PER_SECOND).div(duration);
}

/**
 * The power runs at 40 significant digits: raising to the 63 072 000th power multiplies the
 * relative rounding error by less than 10^8, which leaves over 30 exact digits (every digit a
 * screen or a test reads) at about a quarter of the cost of the full precision.
 */
const CompoundingDecimal = MathDecimal.clone({ precision: 40 });

/** APY of an APR compounded once per slot: (1 + apr / 63 072 000)^63 072 000 − 1. */
export function slotCompoundedApy(apr: NumericInput): Decimal {
  const base = new CompoundingDecimal(toDecimal(apr).div(SLOTS_PER_YEAR).plus(1));
  return new MathDecimal(base.pow(SLOTS_PER_YEAR)).minus(1);
}

export interface ReserveRateInput {
  curve: readonly CurvePoint[];
  utilization: NumericInput;
  /** Fixed APR added on top of the curve, entirely kept by the protocol. */
  hostFixedInterestRateBps?: NumericInput;
  /** Share of variable interest kept by the protocol, in percent. */
  protocolTakeRatePct?: NumericInput;
  /** Measured slot duration; DEFAULT_SLOT_DURATION_MS (450 ms) when absent. */
  slotDurationMs?: NumericInput;
}

/** Curve rate at the utilization, scaled to wall-clock time (without the host fixed rate). */
export function curveBorrowApr(input: ReserveRateInput): Decimal {
  return borrowRateAt(input.curve, input.utilization).times(
    slotAdjustmentFactor(input.slotDurationMs),
  );
}

/** Borrow APR = (curve rate + host fixed rate) × slot adjustment. */
export function reserveBorrowApr(input: ReserveRateInput): Decimal {
  const factor = slotAdjustmentFactor(input.slotDurationMs);
  const hostFixed = bpsToFraction(input.hostFixedInterestRateBps ?? 0).times(factor);
  return borrowRateAt(input.curve, input.utilization).times(factor).plus(hostFixed);
}

/**
 * Supply APR = utilization × curve APR × (1 − take rate). The host fixed rate is left out: it all
 * goes to the protocol.
 */
export function reserveSupplyApr(input: ReserveRateInput): Decimal {
  const keep = new MathDecimal(1).minus(percentToFraction(input.protocolTakeRatePct ?? 0));
  return toDecimal(input.utilization).times(curveBorrowApr(input)).times(keep);
}

export interface ReserveRates {
  utilization: Decimal;
  borrowApr: Decimal;
  borrowApy: Decimal;
  supplyApr: Decimal;
  supplyApy: Decimal;
}

/** Borrow and supply APR and APY (per-slot compounding) of a reserve. */
export function reserveRates(input: ReserveRateInput): ReserveRates {
  const borrowApr = reserveBorrowApr(input);
  const supplyApr = reserveSupplyApr(input);
  return {
    utilization: toDecimal(input.utilization),
    borrowApr,
    borrowApy: slotCompoundedApy(borrowApr),
    supplyApr,
    supplyApy: slotCompoundedApy(supplyApr),
  };
}
