import type { CurvePoint } from '@keel/chain-readers';
import type { InstructionContext } from '../../chain/execution/instruction-context';
import { klendError, panic } from './anchor-errors';
import { divInt, fromBps, mulInt, ONE, sub, toBps } from './fraction';

const CURVE_SOURCE = 'utils/borrow_rate_curve.rs';

/**
 * `BorrowRateCurve::get_borrow_rate`: the segment is chosen with the utilization rounded to whole
 * bps, then interpolated with the exact utilization (raw Fraction bits in, bits out).
 */
export function borrowRate(
  context: Pick<InstructionContext, 'log'>,
  points: readonly CurvePoint[],
  utilization: bigint,
): bigint {
  let rate = utilization;
  if (rate > ONE) {
    context.log(`Warning: utilization rate is greater than 100% (scaled): ${rate}`);
    rate = ONE;
  }
  const bps = Number(toBps(rate));
  let start: CurvePoint | undefined;
  let end: CurvePoint | undefined;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const first = points[i] as CurvePoint;
    const second = points[i + 1] as CurvePoint;
    if (bps >= first.utilizationRateBps && bps <= second.utilizationRateBps) {
      start = first;
      end = second;
      break;
    }
  }
  if (start === undefined || end === undefined) {
    return panic('called `Option::unwrap()` on a `None` value', `${CURVE_SOURCE}:308:14`);
  }
  if (bps === start.utilizationRateBps) return fromBps(start.borrowRateBps);
  if (bps === end.utilizationRateBps) return fromBps(end.borrowRateBps);
  if (end.borrowRateBps < start.borrowRateBps) {
    context.log('Borrow rate must be ever growing in the curve');
    throw klendError('InvalidBorrowRateCurvePoint', { source: `${CURVE_SOURCE}:100` });
  }
  if (end.utilizationRateBps <= start.utilizationRateBps) {
    context.log('Utilization rate must be ever growing in the curve');
    throw klendError('InvalidBorrowRateCurvePoint', { source: `${CURVE_SOURCE}:104` });
  }
  const startUtilization = fromBps(start.utilizationRateBps);
  if (rate < startUtilization) {
    throw klendError('InvalidUtilizationRate', { source: `${CURVE_SOURCE}:131` });
  }
  const coefficient = sub(rate, startUtilization);
  const slope = mulInt(coefficient, BigInt(end.borrowRateBps - start.borrowRateBps));
  const base = divInt(slope, BigInt(end.utilizationRateBps - start.utilizationRateBps));
  return base + fromBps(start.borrowRateBps);
}
