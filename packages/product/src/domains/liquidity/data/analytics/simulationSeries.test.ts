import type { PoolSimulation, PoolSimulationPoint, StrategyRangePoint } from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { simulationSeries, simulationSummary, strategyRangeSpans } from './simulationSeries';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 9, 1);
const d = (value: number | string) => new MathDecimal(value);

function point(day: number, lower: number, upper: number, value: number): PoolSimulationPoint {
  return {
    time: T0 + day * DAY,
    feesApy: d('0.1'),
    ilApy: d('-0.02'),
    pnlApy: d('0.08'),
    feesReturn: d(day / 1000),
    ilReturn: d(-day / 2000),
    pnlReturn: d(day / 2000),
    priceLower: d(lower),
    priceUpper: d(upper),
    price: d(150 + day),
    priceTwap: d(150),
    pnlVsUsdApy: d('0.3'),
    pnlVsUsdReturn: d('0.01'),
    investmentValueUsd: d(value),
    hodlValueUsd: d(1000),
    hodlTokenAValueUsd: d(500),
    hodlTokenBValueUsd: d(500),
  };
}

const simulation = (points: PoolSimulationPoint[]): PoolSimulation => ({
  points,
  numDays: points.length,
  tokenARatio: d('0.5'),
  tokenBRatio: d('0.5'),
});

describe('simulationSeries', () => {
  it('plots the position, HODL, price and range band by time', () => {
    expect(simulationSeries([point(1, 130, 170, 1010), point(0, 120, 180, 1000)])).toEqual([
      { time: T0, investment: 1000, hodl: 1000, price: 150, band: [120, 180] },
      { time: T0 + DAY, investment: 1010, hodl: 1000, price: 151, band: [130, 170] },
    ]);
  });
});

describe('simulationSummary', () => {
  it("takes the last day's outcome and counts the range moves", () => {
    const summary = simulationSummary(
      simulation([
        point(2, 130, 170, 1012),
        point(0, 120, 180, 1000),
        point(1, 120, 180, 1004),
        point(3, 140, 190, 990),
      ]),
    );
    expect(summary?.days).toBe(3);
    expect(summary?.rebalances).toBe(2);
    expect(summary?.versusHodlUsd.toFixed()).toBe('-10');
    expect(summary?.feesReturn.toFixed()).toBe('0.003');
  });

  it('has no outcome without days', () => {
    expect(simulationSummary(simulation([]))).toBeUndefined();
  });
});

describe('strategyRangeSpans', () => {
  const range = (day: number, lower: number, upper: number): StrategyRangePoint => ({
    date: T0 + day * DAY,
    poolPrice: d(150),
    priceLower: d(lower),
    priceUpper: d(upper),
  });

  it('lists each distinct range once, newest first, marking those a rebalance set', () => {
    const spans = strategyRangeSpans([
      range(2, 130, 170),
      range(0, 120, 180),
      range(1, 120, 180),
      range(3, 130, 170),
      range(4, 125, 175),
    ]);
    expect(spans.map((s) => [s.from, s.lower.toNumber(), s.rebalance])).toEqual([
      [T0 + 4 * DAY, 125, true],
      [T0 + 2 * DAY, 130, true],
      [T0, 120, false],
    ]);
  });
});
