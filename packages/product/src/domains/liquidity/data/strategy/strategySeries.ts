import type {
  ProvisionalStrategyPerformancePoint,
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

export type MetricSeriesId = 'apy' | 'volume' | 'fees';

export const METRIC_SERIES: readonly { id: MetricSeriesId; label: string; percent: boolean }[] = [
  { id: 'apy', label: 'APY', percent: true },
  { id: 'volume', label: 'Volume', percent: false },
  { id: 'fees', label: 'Fees and rewards', percent: false },
];

/** A chart row: time in ms and the value as a plotting number. */
export interface PlotPoint {
  time: number;
  value: number;
}

/** One daily series of the strategy's metrics history, oldest first, APY spikes smoothed. */
export function metricSeries(
  points: readonly StrategyMetricsPoint[],
  id: MetricSeriesId,
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
