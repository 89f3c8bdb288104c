import type { PoolSimulation, PoolSimulationPoint, StrategyRangePoint } from '@keel/api-client';
import type { Decimal } from '@keel/core-math';

/** A plotting number of a decimal (display only, never money maths). */
const plot = (value: { toString(): string }) => Number(value.toString());

/** One chart row: the position and HODL in USD, the pool price and the range band. */
export interface SimulationPlotPoint {
  time: number;
  investment: number;
  hodl: number;
  price: number;
  /** [lower, upper] of the range that day (an area between the two). */
  band: [number, number];
}

/** The backtest as chart rows, oldest first. */
export function simulationSeries(points: readonly PoolSimulationPoint[]): SimulationPlotPoint[] {
  return [...points]
    .sort((a, b) => a.time - b.time)
    .map((p) => ({
      time: p.time,
      investment: plot(p.investmentValueUsd),
      hodl: plot(p.hodlValueUsd),
      price: plot(p.price),
      band: [plot(p.priceLower), plot(p.priceUpper)],
    }));
}

/** The backtest's outcome on its last day (fractions and USD), or undefined without days. */
export interface SimulationSummary {
  feesApy: Decimal;
  feesReturn: Decimal;
  ilReturn: Decimal;
  pnlReturn: Decimal;
  pnlApy: Decimal;
  pnlVsUsdReturn: Decimal;
  investmentValueUsd: Decimal;
  hodlValueUsd: Decimal;
  /** Investment minus HODL, USD. */
  versusHodlUsd: Decimal;
  /** Times the simulated range moved. */
  rebalances: number;
  days: number;
}

export function simulationSummary(simulation: PoolSimulation): SimulationSummary | undefined {
  const points = [...simulation.points].sort((a, b) => a.time - b.time);
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return undefined;
  return {
    feesApy: last.feesApy,
    feesReturn: last.feesReturn,
    ilReturn: last.ilReturn,
    pnlReturn: last.pnlReturn,
    pnlApy: last.pnlApy,
    pnlVsUsdReturn: last.pnlVsUsdReturn,
    investmentValueUsd: last.investmentValueUsd,
    hodlValueUsd: last.hodlValueUsd,
    versusHodlUsd: last.investmentValueUsd.minus(last.hodlValueUsd),
    rebalances: rangeChanges(points.map((p) => ({ lower: p.priceLower, upper: p.priceUpper }))),
    days: Math.round((last.time - first.time) / 86_400_000),
  };
}

function sameRange(a: { lower: Decimal; upper: Decimal }, b: { lower: Decimal; upper: Decimal }) {
  return a.lower.eq(b.lower) && a.upper.eq(b.upper);
}

function rangeChanges(ranges: readonly { lower: Decimal; upper: Decimal }[]): number {
  let count = 0;
  for (let index = 1; index < ranges.length; index += 1) {
    const previous = ranges[index - 1];
    const current = ranges[index];
    if (previous && current && !sameRange(previous, current)) count += 1;
  }
  return count;
}

/** A range the strategy held from `from` (a rebalance set it, or it was held at the window's start). */
export interface StrategyRangeSpan {
  from: number;
  lower: Decimal;
  upper: Decimal;
  /** True when a rebalance set it inside the window. */
  rebalance: boolean;
}

/** The strategy's ranges over its ranges history: one entry per distinct range, newest first. */
export function strategyRangeSpans(points: readonly StrategyRangePoint[]): StrategyRangeSpan[] {
  const spans: StrategyRangeSpan[] = [];
  for (const point of [...points].sort((a, b) => a.date - b.date)) {
    const range = { lower: point.priceLower, upper: point.priceUpper };
    const last = spans.at(-1);
    if (last && sameRange(last, range)) continue;
    spans.push({ from: point.date, ...range, rebalance: last !== undefined });
  }
  return spans.reverse();
}
