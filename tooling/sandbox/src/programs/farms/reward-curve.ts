import type { FarmRewardInfo } from '@keel/chain-readers';
import { afterMessage, programPanic } from './anchor-errors';
import { farmsError } from './farms-errors';
import { U64_MAX } from './wad';

/*
 * kfarms `RewardScheduleCurve` (state.rs): twenty points, each a start time and a reward per time
 * unit; unused points have ts_start u64::MAX and follow the used ones. The amount issued between
 * two times is integrated over the points from the one in force at the last issuance, in u64
 * under overflow-checks.
 */

/** REWARD_CURVE_POINTS. */
const CURVE_POINTS = 20;

/** A decoded curve: its used points, in order. */
export type RewardCurve = FarmRewardInfo['rewardScheduleCurve'];

interface CurvePoint {
  tsStart: bigint;
  rewardPerTimeUnit: bigint;
}

/** The decoded curve (its used points) back in the program's twenty slots. */
function curvePoints(curve: RewardCurve): CurvePoint[] {
  const points: CurvePoint[] = curve.map((point) => ({
    tsStart: point.tsStart,
    rewardPerTimeUnit: point.rewardPerTimeUnit,
  }));
  while (points.length < CURVE_POINTS) points.push({ tsStart: U64_MAX, rewardPerTimeUnit: 0n });
  return points;
}

function curveError(message: string, error: 'InvalidTimestamp' | 'InvalidRpsCurvePoint') {
  const line = error === 'InvalidTimestamp' ? 369 : 356;
  return afterMessage(message, farmsError(error, { source: `state.rs:${line}` }));
}

/** `most_recent_curve_starting_point`: the last point starting at or before `lastIssued`. */
function mostRecentStartingPoint(points: readonly CurvePoint[], lastIssued: bigint): number {
  for (let i = 0; i < points.length; i += 1) {
    if ((points[i] as CurvePoint).tsStart > lastIssued) {
      if (i > 0) return i - 1;
      throw curveError(
        'Invalid curve: first point has ts_start > last_issued_ts',
        'InvalidRpsCurvePoint',
      );
    }
  }
  return points.length - 1;
}

function mulU64(a: bigint, b: bigint): bigint {
  if (a * b > U64_MAX) throw programPanic('attempt to multiply with overflow');
  return a * b;
}

function addU64(a: bigint, b: bigint): bigint {
  if (a + b > U64_MAX) throw programPanic('attempt to add with overflow');
  return a + b;
}

/** `get_cumulative_amount_issued_since_last_ts`: reward units (× 10^decimals) issued since. */
export function cumulativeAmountIssuedSince(
  curve: RewardCurve,
  lastIssued: bigint,
  now: bigint,
): bigint {
  if (lastIssued > now) {
    throw curveError('last_issued_ts should be less than current_ts', 'InvalidTimestamp');
  }
  const points = curvePoints(curve);
  let cumulative = 0n;
  for (let i = mostRecentStartingPoint(points, lastIssued); i < points.length; i += 1) {
    const point = points[i] as CurvePoint;
    if (point.tsStart >= now) break;
    const start = point.tsStart > lastIssued ? point.tsStart : lastIssued;
    const next = points[i + 1];
    const end = next !== undefined && next.tsStart < now ? next.tsStart : now;
    cumulative = addU64(cumulative, mulU64(point.rewardPerTimeUnit, end - start));
  }
  return cumulative;
}
