import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** One point of a farm reward's schedule curve (raw u64 values). */
export interface RewardSchedulePoint {
  /** Start of this rate, in the farm's time unit; u64::MAX marks an unused point. */
  tsStart: NumericInput;
  /** Raw rate: reward lamports per time unit × 10^rewardsPerSecondDecimals. */
  rewardPerTimeUnit: NumericInput;
}

/** tsStart of unused schedule points. */
export const UNUSED_SCHEDULE_POINT = (1n << 64n) - 1n;
const UNUSED = new MathDecimal(UNUSED_SCHEDULE_POINT.toString());
const INFINITY = new MathDecimal(Number.POSITIVE_INFINITY);

interface Segment {
  start: Decimal;
  end: Decimal;
  rate: Decimal;
}

/** The used points as [start, next start) segments; the last one runs forever. */
export function scheduleSegments(points: readonly RewardSchedulePoint[]): Segment[] {
  const used = points
    .map((point) => ({ start: toDecimal(point.tsStart), rate: toDecimal(point.rewardPerTimeUnit) }))
    .filter((point) => !point.start.eq(UNUSED));
  return used.map((point, i) => ({ ...point, end: used[i + 1]?.start ?? INFINITY }));
}

/**
 * Raw rate in force at `now`: the segment containing now, or the first future segment when now
 * is before the schedule starts; 0 for an empty schedule.
 */
export function currentRewardRate(
  points: readonly RewardSchedulePoint[],
  now: NumericInput,
): Decimal {
  const time = toDecimal(now);
  for (const segment of scheduleSegments(points)) {
    if (segment.start.lte(time) && segment.end.gt(time)) return segment.rate;
    if (segment.start.gt(time)) return segment.rate;
  }
  return new MathDecimal(0);
}

/**
 * Raw reward issued by the schedule between `from` and `to` (the program's integration):
 * Σ rate × overlap of each segment with [from, to]. Still scaled by 10^rewardsPerSecondDecimals.
 */
export function scheduledRewardBetween(
  points: readonly RewardSchedulePoint[],
  from: NumericInput,
  to: NumericInput,
): Decimal {
  const start = toDecimal(from);
  const end = toDecimal(to);
  let total = new MathDecimal(0);
  if (!end.gt(start)) return total;
  for (const segment of scheduleSegments(points)) {
    const overlapStart = MathDecimal.max(start, segment.start);
    const overlapEnd = MathDecimal.min(end, segment.end);
    if (overlapEnd.gt(overlapStart))
      total = total.plus(segment.rate.times(overlapEnd.minus(overlapStart)));
  }
  return total;
}
