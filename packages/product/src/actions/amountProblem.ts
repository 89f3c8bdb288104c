import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** An upper bound on the amount and the reason shown when the amount is above it. */
export interface AmountLimit {
  max: Decimal;
  reason: string;
}

export const AMOUNT_REASONS = {
  enter: 'Enter an amount',
  insufficientBalance: 'Insufficient balance',
} as const;

/**
 * Why the typed amount cannot be submitted, or undefined when it can: nothing typed or zero, then
 * the first limit it exceeds (limits are checked in the order given, so put the one the user can
 * act on first, e.g. the wallet balance before a reserve cap).
 */
export function amountProblem(amount: string, limits: readonly AmountLimit[]): string | undefined {
  const value = parseAmount(amount);
  if (value === undefined || !value.gt(0)) return AMOUNT_REASONS.enter;
  return limits.find((limit) => value.gt(limit.max))?.reason;
}

/** The decimal value of an amount field's canonical string; undefined when empty or malformed. */
export function parseAmount(amount: string): Decimal | undefined {
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(amount)) return undefined;
  return new MathDecimal(amount.endsWith('.') ? amount.slice(0, -1) : amount);
}

/** The tightest of the limits (the Max button's value), never negative. */
export function tightestLimit(limits: readonly AmountLimit[]): Decimal | undefined {
  let tightest: Decimal | undefined;
  for (const limit of limits) {
    if (tightest === undefined || limit.max.lt(tightest)) tightest = limit.max;
  }
  return tightest === undefined ? undefined : MathDecimal.max(0, tightest);
}
