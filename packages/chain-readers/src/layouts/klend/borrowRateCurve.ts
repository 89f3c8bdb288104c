import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

export const BORROW_RATE_CURVE_POINTS = 11;

/** One point of the piecewise-linear borrow curve: utilization → borrow APR, both in bps. */
export interface CurvePoint {
  utilizationRateBps: number;
  borrowRateBps: number;
}

/** All 11 points as stored; the unused tail repeats the 10000-bps point. */
export function readBorrowRateCurve(r: ByteReader, base: number): CurvePoint[] {
  const points: CurvePoint[] = [];
  for (let i = 0; i < BORROW_RATE_CURVE_POINTS; i += 1) {
    points.push({
      utilizationRateBps: r.u32(base + i * 8),
      borrowRateBps: r.u32(base + i * 8 + 4),
    });
  }
  return points;
}

/** Writes 1..11 points; a shorter curve is padded by repeating its last point, as on chain. */
export function writeBorrowRateCurve(w: ByteWriter, base: number, points: readonly CurvePoint[]) {
  const last = points[points.length - 1];
  if (last === undefined || points.length > BORROW_RATE_CURVE_POINTS) {
    throw new RangeError(`A borrow rate curve has 1..11 points, got ${points.length}`);
  }
  for (let i = 0; i < BORROW_RATE_CURVE_POINTS; i += 1) {
    const point = points[i] ?? last;
    w.u32(base + i * 8, point.utilizationRateBps).u32(base + i * 8 + 4, point.borrowRateBps);
  }
}
