import type { CurvePoint } from './borrow-curve';

/**
 * The klend-sdk test curve (tests/setup_utils.ts `testCurve`), with the repeated (100 %, y) tail
 * a stored curve carries. Test fixture only; not exported from the package.
 */
export const TEST_CURVE: readonly CurvePoint[] = [
  { utilizationRateBps: 0, borrowRateBps: 1 },
  { utilizationRateBps: 8000, borrowRateBps: 300 },
  { utilizationRateBps: 8500, borrowRateBps: 670 },
  { utilizationRateBps: 9000, borrowRateBps: 1500 },
  { utilizationRateBps: 9500, borrowRateBps: 3354 },
  { utilizationRateBps: 10000, borrowRateBps: 7500 },
  { utilizationRateBps: 10000, borrowRateBps: 7500 },
  { utilizationRateBps: 10000, borrowRateBps: 7500 },
];
