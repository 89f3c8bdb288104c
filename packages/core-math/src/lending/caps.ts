import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { percentToFraction } from '../units';

const ZERO = new MathDecimal(0);
const UNLIMITED = new MathDecimal(Number.POSITIVE_INFINITY);

function nonNegative(value: Decimal): Decimal {
  return value.isNegative() ? ZERO : value;
}

/** Room left under a lamport cap (deposit or borrow limit): max(0, limit − used). */
export function remainingUnderLimit(limit: NumericInput, used: NumericInput): Decimal {
  return nonNegative(toDecimal(limit).minus(toDecimal(used)));
}

/** Deposit cap: a deposit fails when totalSupply + amount > depositLimit. */
export function depositCapRemaining(
  depositLimit: NumericInput,
  totalSupply: NumericInput,
): Decimal {
  return remainingUnderLimit(depositLimit, totalSupply);
}

/** Borrow cap: a borrow fails when totalBorrow + amount > borrowLimit. */
export function borrowCapRemaining(borrowLimit: NumericInput, totalBorrow: NumericInput): Decimal {
  return remainingUnderLimit(borrowLimit, totalBorrow);
}

/**
 * New borrowing allowed by the utilization limit: totalSupply × limit − totalBorrow (never
 * negative); unlimited (Infinity) when the limit is 0 (unset).
 */
export function utilizationCapRemaining(params: {
  utilizationLimitPct: NumericInput;
  totalSupply: NumericInput;
  totalBorrow: NumericInput;
}): Decimal {
  const limit = percentToFraction(params.utilizationLimitPct);
  if (limit.isZero()) return UNLIMITED;
  return nonNegative(
    toDecimal(params.totalSupply).times(limit).minus(toDecimal(params.totalBorrow)),
  );
}

/** True when the utilization limit is set and the reserve is at or above it: borrows are blocked. */
export function isBorrowBlockedByUtilization(
  utilizationLimitPct: NumericInput,
  utilization: NumericInput,
): boolean {
  const limit = percentToFraction(utilizationLimitPct);
  return limit.gt(0) && toDecimal(utilization).gte(limit);
}

/** The stored `WithdrawalCaps` of a reserve (amounts in lamports, times in unix seconds). */
export interface WithdrawalCapState {
  configCapacity: NumericInput;
  /** Net flow in the current interval; may be negative. */
  currentTotal: NumericInput;
  lastIntervalStartTimestamp: NumericInput;
  configIntervalLengthSeconds: NumericInput;
}

export interface WithdrawalCapStatus {
  /** False when the interval length is 0: the cap does not apply. */
  enabled: boolean;
  capacity: Decimal;
  /** Net amount counted in the current window (0 once the window has expired). */
  used: Decimal;
  /** Positive part of `used`: what a gauge shows as filled. */
  filled: Decimal;
  /** What may still flow out now; Infinity when the cap is disabled. */
  remaining: Decimal;
  /** The window has expired; the counter restarts at the next action. */
  intervalElapsed: boolean;
  /** Earliest time (unix s) the window can restart; undefined when disabled. */
  resetsAt: Decimal | undefined;
}

/**
 * State of a daily ("withdrawal") cap at `nowSeconds`. The window restarts at the first action
 * after `lastIntervalStart + interval`, so once that moment passed the counter counts as 0.
 * remaining = capacity < 0 ? 0 : max(0, capacity − used).
 */
export function withdrawalCapStatus(
  cap: WithdrawalCapState,
  nowSeconds: NumericInput,
): WithdrawalCapStatus {
  const capacity = toDecimal(cap.configCapacity);
  const interval = toDecimal(cap.configIntervalLengthSeconds);
  const start = toDecimal(cap.lastIntervalStartTimestamp);
  const enabled = !interval.isZero();
  const intervalElapsed = toDecimal(nowSeconds).minus(start).gte(interval);
  const used = intervalElapsed ? ZERO : toDecimal(cap.currentTotal);
  const remaining = !enabled
    ? UNLIMITED
    : capacity.isNegative()
      ? ZERO
      : nonNegative(capacity.minus(used));
  return {
    enabled,
    capacity,
    used,
    filled: nonNegative(used),
    remaining,
    intervalElapsed: enabled && intervalElapsed,
    resetsAt: enabled ? start.plus(interval) : undefined,
  };
}

/** A per-group cap as stored: limit and amount already counted against it (lamports). */
export interface LimitAndUsage {
  limit: NumericInput;
  used: NumericInput;
}

export interface BorrowableLiquidityInput {
  availableAmount: NumericInput;
  totalSupply: NumericInput;
  totalBorrow: NumericInput;
  borrowLimit: NumericInput;
  utilizationLimitPct?: NumericInput;
  debtWithdrawalCap?: WithdrawalCapState;
  /** Unix seconds; give it with debtWithdrawalCap, else the stored counter is always counted. */
  nowSeconds?: NumericInput;
  /** Group-0 obligations: borrowLimitOutsideElevationGroup and the amount counted against it. */
  outsideElevationGroup?: LimitAndUsage;
  /** In a group: the per-collateral caps of the obligation's collaterals in that group. */
  elevationGroupCollateralCaps?: readonly LimitAndUsage[];
}

/**
 * Liquidity a new borrow may take given every cap: the minimum of available liquidity, the
 * outside-group or per-collateral group caps, the remaining daily debt cap, the borrow limit and
 * the utilization limit (each floored at 0).
 */
export function borrowableLiquidity(input: BorrowableLiquidityInput): Decimal {
  const candidates: Decimal[] = [
    nonNegative(toDecimal(input.availableAmount)),
    borrowCapRemaining(input.borrowLimit, input.totalBorrow),
    utilizationCapRemaining({
      utilizationLimitPct: input.utilizationLimitPct ?? 0,
      totalSupply: input.totalSupply,
      totalBorrow: input.totalBorrow,
    }),
  ];
  if (input.debtWithdrawalCap) {
    candidates.push(withdrawalCapStatus(input.debtWithdrawalCap, input.nowSeconds ?? 0).remaining);
  }
  if (input.outsideElevationGroup) {
    const { limit, used } = input.outsideElevationGroup;
    candidates.push(remainingUnderLimit(limit, used));
  }
  for (const { limit, used } of input.elevationGroupCollateralCaps ?? []) {
    candidates.push(remainingUnderLimit(limit, used));
  }
  return MathDecimal.min(...candidates);
}
