/** The most compute units a transaction may request. */
export const MAX_COMPUTE_UNITS = 1_400_000;

/** Headroom over the simulated consumption: state can change between simulation and landing. */
export const DEFAULT_COMPUTE_UNIT_MARGIN_PERCENT = 10;

/**
 * The compute-unit limit for a simulated consumption: consumption plus the margin, rounded up,
 * capped at 1.4M. An unknown or broken consumption asks for the maximum.
 */
export function computeUnitLimit(
  unitsConsumed: number | undefined,
  marginPercent: number = DEFAULT_COMPUTE_UNIT_MARGIN_PERCENT,
): number {
  if (unitsConsumed === undefined || !Number.isSafeInteger(unitsConsumed) || unitsConsumed <= 0) {
    return MAX_COMPUTE_UNITS;
  }
  const margin = Number.isFinite(marginPercent) && marginPercent > 0 ? marginPercent : 0;
  const withMargin = Math.ceil((unitsConsumed * (100 + margin)) / 100);
  return Math.min(MAX_COMPUTE_UNITS, withMargin);
}
