import type Decimal from 'decimal.js';

/**
 * Points at `now` while a season runs (D§3 real-time totals): the last calculated total plus
 * the current rate for the seconds since. Never less than the calculated total (a clock behind
 * the server's adds nothing).
 */
export function pointsAt(
  total: Decimal,
  perSecond: Decimal,
  calculatedAt: number | null,
  now: number,
): Decimal {
  if (calculatedAt === null || perSecond.isZero()) return total;
  const seconds = Math.max(0, (now - calculatedAt) / 1000);
  return total.plus(perSecond.mul(seconds));
}

/** The latest of the per-product calculation times; null when none was ever calculated. */
export function latestTime(times: readonly (number | null | undefined)[]): number | null {
  let latest: number | null = null;
  for (const time of times)
    if (typeof time === 'number' && (latest === null || time > latest)) latest = time;
  return latest;
}
