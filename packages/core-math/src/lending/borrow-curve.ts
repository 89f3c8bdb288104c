import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { BPS_DIVISOR } from '../units';

/** One point of a reserve's borrow-rate curve, as stored (basis points). */
export interface CurvePoint {
  utilizationRateBps: number;
  borrowRateBps: number;
}

/** Thrown for curves that cannot be interpolated (empty, not starting at 0, x not increasing). */
export class InvalidBorrowCurveError extends Error {
  override readonly name = 'InvalidBorrowCurveError';
}

/** The meaningful part of a stored curve: points up to and including the first x = 100 %. */
export function truncateBorrowCurve(points: readonly CurvePoint[]): CurvePoint[] {
  const curve: CurvePoint[] = [];
  for (const point of points) {
    curve.push(point);
    if (point.utilizationRateBps >= BPS_DIVISOR) break;
  }
  return curve;
}

/** The legacy three-parameter config as curve points (0, base), (optimalU, optimal), (1, max). */
export function curveFromLegacyRates(params: {
  optimalUtilizationBps: number;
  baseRateBps: number;
  optimalRateBps: number;
  maxRateBps: number;
}): CurvePoint[] {
  return [
    { utilizationRateBps: 0, borrowRateBps: params.baseRateBps },
    { utilizationRateBps: params.optimalUtilizationBps, borrowRateBps: params.optimalRateBps },
    { utilizationRateBps: BPS_DIVISOR, borrowRateBps: params.maxRateBps },
  ];
}

/**
 * Borrow rate (a yearly fraction, before any slot adjustment) at `utilization` by linear
 * interpolation between curve points. Utilization is clamped to [0, 1]; exact points return their
 * own rate. The repeated tail of a stored curve is ignored.
 */
export function borrowRateAt(points: readonly CurvePoint[], utilization: NumericInput): Decimal {
  const curve = truncateBorrowCurve(points);
  const first = curve[0];
  if (first === undefined) throw new InvalidBorrowCurveError('Borrow curve has no points');
  if (first.utilizationRateBps !== 0) {
    throw new InvalidBorrowCurveError('Borrow curve must start at utilization 0');
  }
  const u = MathDecimal.min(MathDecimal.max(toDecimal(utilization), 0), 1).times(BPS_DIVISOR);
  for (let i = 0; i < curve.length - 1; i += 1) {
    const start = curve[i] as CurvePoint;
    const end = curve[i + 1] as CurvePoint;
    if (end.utilizationRateBps <= start.utilizationRateBps) {
      throw new InvalidBorrowCurveError('Borrow curve utilization must increase strictly');
    }
    if (u.lte(end.utilizationRateBps)) {
      const slope = new MathDecimal(end.borrowRateBps - start.borrowRateBps).div(
        end.utilizationRateBps - start.utilizationRateBps,
      );
      return u
        .minus(start.utilizationRateBps)
        .times(slope)
        .plus(start.borrowRateBps)
        .div(BPS_DIVISOR);
    }
  }
  // Utilization beyond the last point (a curve not reaching 100 %): the last rate holds.
  const last = curve[curve.length - 1] as CurvePoint;
  return new MathDecimal(last.borrowRateBps).div(BPS_DIVISOR);
}
