import type {
  EarnUserMetricsPoint,
  ObligationMetricsHistory,
  StrategyPnlHistory,
} from '@keel/api-client';
import {
  CHART_INTERVAL_MS,
  type ChartInterval,
  type ChartRange,
  chartPointCount,
  chartRangeStart,
  type Decimal,
  MathDecimal,
} from '@keel/core-math';

/** D§2: the charts' currencies. */
export type ChartCurrency = 'USD' | 'SOL';
export const CHART_CURRENCIES: readonly ChartCurrency[] = ['USD', 'SOL'];

/** What the charts show: the portfolio's net value, or its profit and loss. */
export type PortfolioChartKind = 'netValue' | 'pnl';

/** One source's value at a time, in both currencies (SOL null when the API gives none). */
export interface SourcePoint {
  time: number;
  usd: Decimal;
  sol: Decimal | null;
}

/** A source's history, oldest first: each point holds until the next. */
export type SourceSeries = readonly SourcePoint[];

/** A chart row: time in ms and the summed value. */
export interface PortfolioPoint {
  time: number;
  value: Decimal;
}

/**
 * The most points a chart draws: a week at 5min (2 016 points) is the finest chart; finer
 * intervals than that density are not offered for longer ranges.
 */
export const MAX_CHART_POINTS = 2_100;

/** The intervals a window can be drawn at within MAX_CHART_POINTS. */
export function intervalsFor(
  intervals: readonly ChartInterval[],
  window: { start: number; end: number },
): ChartInterval[] {
  return intervals.filter(
    (interval) => chartPointCount(window.end - window.start, interval) <= MAX_CHART_POINTS,
  );
}

/** The chart's times: every interval from the window's start (aligned to it) up to its end. */
export function sampleTimes(window: { start: number; end: number }, interval: ChartInterval) {
  const step = CHART_INTERVAL_MS[interval];
  const times: number[] = [];
  for (let time = Math.ceil(window.start / step) * step; time <= window.end; time += step) {
    times.push(time);
  }
  if (times.at(-1) !== window.end) times.push(window.end);
  return times;
}

const byTime = (points: readonly SourcePoint[]) => [...points].sort((a, b) => a.time - b.time);

/**
 * The sum of the sources at each time: each source at its latest point not after the time (0
 * before its first point). In SOL, a time where a held source has no SOL value is left out.
 */
export function sumSeries(
  sources: readonly SourceSeries[],
  times: readonly number[],
  currency: ChartCurrency,
): PortfolioPoint[] {
  const sorted = sources.map(byTime);
  const cursors = sorted.map(() => -1);
  const points: PortfolioPoint[] = [];
  for (const time of times) {
    let sum: Decimal = new MathDecimal(0);
    let known = true;
    sorted.forEach((series, s) => {
      let cursor = cursors[s] ?? -1;
      while (cursor + 1 < series.length && (series[cursor + 1]?.time ?? Infinity) <= time) {
        cursor += 1;
      }
      cursors[s] = cursor;
      const point = series[cursor];
      if (!point) return;
      const value = currency === 'USD' ? point.usd : point.sol;
      if (value === null) known = false;
      else sum = sum.plus(value);
    });
    if (known) points.push({ time, value: sum });
  }
  return points;
}

const zero = () => new MathDecimal(0);

/** An obligation's net account value over time (USD, and SOL where the API gives it). */
export function obligationNetValues(history: ObligationMetricsHistory): SourceSeries {
  return history.history.map((row) => ({
    time: row.timestamp,
    usd: row.refreshedStats.netAccountValue,
    sol: row.obligationSolValues?.netValueSol ?? null,
  }));
}

/** A strategy position's value, or its all-history PnL, over time. */
export function strategySeries(
  history: StrategyPnlHistory,
  kind: PortfolioChartKind,
): SourceSeries {
  return history.history.map((row) => {
    const triple = kind === 'netValue' ? row.positionValue : row.allHistoryPnl;
    return { time: row.timestamp, usd: triple?.usd ?? zero(), sol: triple?.sol ?? null };
  });
}

/** The wallet's earn vault holdings, or the interest they earned so far, over time. */
export function earnSeries(
  history: readonly EarnUserMetricsPoint[],
  kind: PortfolioChartKind,
): SourceSeries {
  return history.map((row) =>
    kind === 'netValue'
      ? { time: row.createdOn, usd: row.usdAmount, sol: row.solAmount ?? null }
      : {
          time: row.createdOn,
          usd: row.cumulativeInterestEarnedUsd ?? zero(),
          sol: row.cumulativeInterestEarnedSol ?? null,
        },
  );
}

const HOUR_MS = 3_600_000;

/**
 * A chart range's window: it ends at the hour `now` is in (so query keys hold between renders) and
 * starts as core-math's range says (All time: 1 Jan 2022).
 */
export function chartWindow(range: ChartRange, nowMs: number): { start: number; end: number } {
  const end = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  return { start: chartRangeStart(range, end), end };
}
