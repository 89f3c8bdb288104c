/** Chart ranges the product offers. */
export type ChartRange = '7D' | '30D' | '3M' | '6M' | '1Y' | 'ALL';

export const CHART_RANGES: readonly ChartRange[] = ['7D', '30D', '3M', '6M', '1Y', 'ALL'];

/** Days covered by each bounded range. */
export const CHART_RANGE_DAYS: Readonly<Record<Exclude<ChartRange, 'ALL'>, number>> = {
  '7D': 7,
  '30D': 30,
  '3M': 90,
  '6M': 180,
  '1Y': 365,
};

export const DEFAULT_CHART_RANGE: ChartRange = '30D';
export const DEFAULT_CHART_RANGE_DAYS = 30;

export const CHART_RANGE_LABELS: Readonly<Record<ChartRange, string>> = {
  '7D': '7D',
  '30D': '30D',
  '3M': '3M',
  '6M': '6M',
  '1Y': '1Y',
  ALL: 'All time',
};

/** 'All time' starts on 1 Jan 2022 (UTC). */
export const ALL_TIME_START_MS = Date.UTC(2022, 0, 1);
const DAY_MS = 86_400_000;

/** Start (ms) of a range ending at `nowMs`. */
export function chartRangeStart(range: ChartRange, nowMs: number): number {
  if (range === 'ALL') return ALL_TIME_START_MS;
  return nowMs - CHART_RANGE_DAYS[range] * DAY_MS;
}

/** The range for a day count (7, 30, 90, 180, 365); the 30-day default for anything else. */
export function chartRangeFromDays(days: number): ChartRange {
  const entry = Object.entries(CHART_RANGE_DAYS).find(([, value]) => value === days);
  return (entry?.[0] as ChartRange | undefined) ?? DEFAULT_CHART_RANGE;
}

/** Yield history charts start this many years back. */
export const YIELD_HISTORY_YEARS = 2;

/** Start (ms) of the yield history: the same calendar day two years before `nowMs` (UTC). */
export function yieldHistoryStart(nowMs: number): number {
  const date = new Date(nowMs);
  date.setUTCFullYear(date.getUTCFullYear() - YIELD_HISTORY_YEARS);
  return date.getTime();
}
