import { toDecimal } from '../decimal';
import type { ChartPoint, ChartPointInput } from './chart-point';

/** Default moving-average window (points; 24 hourly points = one day). */
export const MOVING_AVERAGE_WINDOW = 24;

/**
 * Trailing moving average: each point becomes the mean of itself and up to `window − 1` points
 * before it (the first points average what is available).
 */
export function movingAverage(
  points: readonly ChartPointInput[],
  window: number = MOVING_AVERAGE_WINDOW,
): ChartPoint[] {
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`Moving-average window must be a positive integer, got ${window}`);
  }
  const values = points.map((point) => toDecimal(point.value));
  const result: ChartPoint[] = [];
  let sum = toDecimal(0);
  values.forEach((value, i) => {
    sum = sum.plus(value);
    const leaving = values[i - window];
    if (leaving !== undefined) sum = sum.minus(leaving);
    const count = Math.min(i + 1, window);
    result.push({ time: (points[i] as ChartPointInput).time, value: sum.div(count) });
  });
  return result;
}
