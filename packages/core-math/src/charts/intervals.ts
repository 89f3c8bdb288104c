/** Sampling intervals of the charts. */
export type ChartInterval = '5min' | '15min' | 'hour' | '4hour' | 'day' | 'week' | 'month';

export const CHART_INTERVALS: readonly ChartInterval[] = [
  '5min',
  '15min',
  'hour',
  '4hour',
  'day',
  'week',
  'month',
];

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Length of each interval in ms ('month' counts 30 days). */
export const CHART_INTERVAL_MS: Readonly<Record<ChartInterval, number>> = {
  '5min': 5 * MINUTE_MS,
  '15min': 15 * MINUTE_MS,
  hour: HOUR_MS,
  '4hour': 4 * HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** Narrows a string (e.g. from a URL) to a chart interval. */
export function isChartInterval(value: string): value is ChartInterval {
  return (CHART_INTERVALS as readonly string[]).includes(value);
}

/** Number of points a range of `durationMs` has at an interval (at least 1). */
export function chartPointCount(durationMs: number, interval: ChartInterval): number {
  return Math.max(1, Math.ceil(durationMs / CHART_INTERVAL_MS[interval]));
}
