import type { PriceFrequency, PricePoint } from '@keel/api-client';
import Decimal from 'decimal.js';

/** A chart interval: how far back and at which frequency the history is asked. */
export interface ChartInterval {
  id: '1H' | '1D' | '1W' | '1M' | '1Y';
  frequency: PriceFrequency;
  spanMs: number;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export const CHART_INTERVALS: readonly ChartInterval[] = [
  { id: '1H', frequency: 'minute', spanMs: HOUR },
  { id: '1D', frequency: 'minute', spanMs: DAY },
  { id: '1W', frequency: 'hour', spanMs: 7 * DAY },
  { id: '1M', frequency: 'hour', spanMs: 30 * DAY },
  { id: '1Y', frequency: 'day', spanMs: 365 * DAY },
];

/** A point as the chart draws it: unix seconds and the price. */
export interface ChartPoint {
  time: number;
  value: number;
}

/**
 * The base's price in the quote over time: each base point divided by the quote's latest point at
 * or before it (the quote's first point before that). Times are whole seconds, strictly rising;
 * points without a positive quote are left out.
 */
export function pairSeries(
  base: readonly PricePoint[],
  quote: readonly PricePoint[],
): ChartPoint[] {
  const quotes = [...quote].sort((a, b) => a.time - b.time);
  const points: ChartPoint[] = [];
  let q = 0;
  for (const point of [...base].sort((a, b) => a.time - b.time)) {
    while (q + 1 < quotes.length && (quotes[q + 1]?.time ?? Infinity) <= point.time) q += 1;
    const divisor = quotes[q]?.value;
    if (divisor === undefined || divisor.lte(0)) continue;
    const time = Math.floor(point.time / 1000);
    if (points.length > 0 && (points.at(-1)?.time ?? 0) >= time) continue;
    points.push({ time, value: new Decimal(point.value).div(divisor).toNumber() });
  }
  return points;
}

/** The change over the series, as a fraction (null with fewer than two points). */
export function seriesChange(points: readonly ChartPoint[]): Decimal | null {
  const first = points[0];
  const last = points.at(-1);
  if (points.length < 2 || first === undefined || last === undefined || first.value === 0) {
    return null;
  }
  return new Decimal(last.value).minus(first.value).div(first.value);
}
