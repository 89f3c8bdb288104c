import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import type { ChartPoint, ChartPointInput } from './chart-point';

/** Default largest jump (absolute, in the value's units) tolerated between neighbours. */
export const OUTLIER_THRESHOLD = new MathDecimal('0.01');

/**
 * Replaces single-point spikes: a point that differs from both neighbours by more than the
 * threshold while the neighbours agree within it becomes the neighbours' mean. The comparison is
 * absolute, which suits the fraction-valued yield series these charts plot. First and last
 * points are kept.
 */
export function smoothOutliers(
  points: readonly ChartPointInput[],
  threshold: NumericInput = OUTLIER_THRESHOLD,
): ChartPoint[] {
  const limit = toDecimal(threshold);
  const values = points.map((point) => toDecimal(point.value));
  return points.map((point, i) => {
    const value = values[i] as (typeof values)[number];
    const previous = values[i - 1];
    const next = values[i + 1];
    if (previous === undefined || next === undefined) return { time: point.time, value };
    const isSpike =
      value.minus(previous).abs().gt(limit) &&
      value.minus(next).abs().gt(limit) &&
      previous.minus(next).abs().lte(limit);
    return { time: point.time, value: isSpike ? previous.plus(next).div(2) : value };
  });
}
