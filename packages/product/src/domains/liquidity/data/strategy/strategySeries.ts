import type {
  ProvisionalStrategyPerformancePoint,
  StrategyHistoryFrequency,
  StrategyHistoryPoint,
  StrategyMetricsPoint,
  StrategyRangePoint,
} from '@keel/api-client';
import {
  type ChartRange,
  chartRangeStart,
  type PnlResult,
  pnlVersusHodl,
  smoothOutliers,
} from '@keel/core-math';

const HOUR_MS = 3_600_000;

/**
 * Start and end of a chart range (D§2: 7D … All time from 1 Jan 2022); `now` is rounded down to
 * the hour so the query keys stay the same between renders.
 */
export function strategyHistoryWindow(range: ChartRange, nowMs: number) {
  const end = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  return { start: chartRangeStart(range, end), end };
}

/** A plotting number of a decimal (display only, never money maths). */
const plot = (value: { toString(): string }) => Number(value.toString());

/** A chart row of the price and the position's range at one time. */
export interface RangePlotPoint {
  time: number;
  price: number;
  lower: number;
  upper: number;
}

/** The pool price and the position's range over time, oldest first. */
export function rangeSeries(points: readonly StrategyRangePoint[]): RangePlotPoint[] {
  return [...points]
    .sort((a, b) => a.date - b.date)
    .map((p) => ({
      time: p.date,
      price: plot(p.poolPrice),
      lower: plot(p.priceLower),
      upper: plot(p.priceUpper),
    }));
}

/** Series of the daily metrics history. */
export type DailyMetricId = 'apy' | 'volume' | 'fees';
/** Series of the strategy's value history (share price and TVL, hourly or daily). */
export type ValueSeriesId = 'tvl' | 'sharePrice';
export type MetricSeriesId = DailyMetricId | ValueSeriesId;

export type MetricSeries =
  | { id: DailyMetricId; label: string; percent: boolean; source: 'metrics' }
  | { id: ValueSeriesId; label: string; percent: false; source: 'history' };

export const METRIC_SERIES: readonly MetricSeries[] = [
  { id: 'apy', label: 'APY', percent: true, source: 'metrics' },
  { id: 'tvl', label: 'TVL', percent: false, source: 'history' },
  { id: 'sharePrice', label: 'Share price', percent: false, source: 'history' },
  { id: 'volume', label: 'Volume', percent: false, source: 'metrics' },
  { id: 'fees', label: 'Fees and rewards', percent: false, source: 'metrics' },
];

/** The value history's step for a chart range: hourly up to 30 days, daily beyond. */
export function valueHistoryFrequency(range: ChartRange): StrategyHistoryFrequency {
  return range === '7D' || range === '30D' ? 'hour' : 'day';
}

/** A chart row: time in ms and the value as a plotting number. */
export interface PlotPoint {
  time: number;
  value: number;
}

/** One daily series of the strategy's metrics history, oldest first, APY spikes smoothed. */
export function metricSeries(
  points: readonly StrategyMetricsPoint[],
  id: DailyMetricId,
): PlotPoint[] {
  const rows = [...points]
    .sort((a, b) => a.date - b.date)
    .map((p) => ({
      time: p.date,
      value: id === 'apy' ? p.apy24h : id === 'volume' ? p.volume24hUsd : p.feesAndRewards24hUsd,
    }));
  const series = id === 'apy' ? smoothOutliers(rows) : rows;
  return series.map((p) => ({ time: p.time, value: plot(p.value) }));
}

/** The TVL or the share price over time, USD, oldest first. */
export function valueSeries(
  points: readonly StrategyHistoryPoint[],
  id: ValueSeriesId,
): PlotPoint[] {
  return [...points]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((p) => ({
      time: p.timestamp,
      value: plot(id === 'tvl' ? p.totalValueLocked : p.sharePrice),
    }));
}

export type Currency = 'USD' | 'SOL';

/** A chart row of the simulated deposit against holding its two tokens. */
export interface PerformancePlotPoint {
  time: number;
  strategy: number;
  hodl: number;
}

/** The simulated deposit's value and the HODL value over time, in the chosen currency. */
export function performanceSeries(
  points: readonly ProvisionalStrategyPerformancePoint[],
  currency: Currency,
): PerformancePlotPoint[] {
  return [...points]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((p) => ({
      time: p.timestamp,
      strategy: plot(currency === 'USD' ? p.investmentValueUsd : p.investmentValueSol),
      hodl: plot(currency === 'USD' ? p.hodlValueUsd : p.hodlValueSol),
    }));
}

/** PnL vs HODL at the latest point (core-math), in USD and SOL; undefined without points. */
export function latestPnlVersusHodl(
  points: readonly ProvisionalStrategyPerformancePoint[],
): PnlResult | undefined {
  const last = points.reduce<ProvisionalStrategyPerformancePoint | undefined>(
    (latest, p) => (!latest || p.timestamp > latest.timestamp ? p : latest),
    undefined,
  );
  if (!last) return undefined;
  return pnlVersusHodl(
    { usd: last.investmentValueUsd, sol: last.investmentValueSol },
    { usd: last.hodlValueUsd, sol: last.hodlValueSol },
  );
}
