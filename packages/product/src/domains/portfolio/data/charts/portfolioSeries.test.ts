import type { EarnUserMetricsPoint, StrategyPnlHistory } from '@keel/api-client';
import { ALL_TIME_START_MS, CHART_INTERVALS, MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  chartWindow,
  earnSeries,
  intervalsFor,
  obligationNetValues,
  type SourcePoint,
  sampleTimes,
  strategySeries,
  sumSeries,
} from './portfolioSeries';

const d = (value: string | number) => new MathDecimal(value);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2025, 5, 15, 10, 42);
const point = (time: number, usd: number, sol: number | null = usd / 100): SourcePoint => ({
  time,
  usd: d(usd),
  sol: sol === null ? null : d(sol),
});

describe('chart windows and intervals', () => {
  it('ends at the hour and starts as the range says', () => {
    expect(chartWindow('7D', NOW)).toEqual({
      start: Date.UTC(2025, 5, 8, 10),
      end: Date.UTC(2025, 5, 15, 10),
    });
    expect(chartWindow('ALL', NOW).start).toBe(ALL_TIME_START_MS);
  });

  it('offers the intervals a range can draw: 5min for a week, day for all time', () => {
    expect(intervalsFor(CHART_INTERVALS, chartWindow('7D', NOW))).toEqual(CHART_INTERVALS);
    expect(intervalsFor(CHART_INTERVALS, chartWindow('30D', NOW))).toEqual([
      'hour',
      '4hour',
      'day',
      'week',
      'month',
    ]);
    expect(intervalsFor(CHART_INTERVALS, chartWindow('ALL', NOW))).toEqual([
      'day',
      'week',
      'month',
    ]);
  });

  it('samples every interval from an aligned start, ending on the window’s end', () => {
    const times = sampleTimes(
      { start: Date.UTC(2025, 0, 1, 10, 30), end: Date.UTC(2025, 0, 3, 5) },
      'day',
    );
    expect(times).toEqual([Date.UTC(2025, 0, 2), Date.UTC(2025, 0, 3), Date.UTC(2025, 0, 3, 5)]);
  });
});

describe('sumSeries', () => {
  const a = [point(10 * HOUR, 100), point(20 * HOUR, 150)];
  const b = [point(15 * HOUR, 50), point(5 * HOUR, 40)];

  it('adds each source at its latest point, nothing before its first', () => {
    const sum = sumSeries([a, b], [0, 6 * HOUR, 12 * HOUR, 16 * HOUR, 24 * HOUR], 'USD');
    expect(sum.map((p) => [p.time / HOUR, p.value.toString()])).toEqual([
      [0, '0'],
      [6, '40'],
      [12, '140'],
      [16, '150'],
      [24, '200'],
    ]);
  });

  it('in SOL, leaves out times where a held source has no SOL value', () => {
    const noSol = [point(10 * HOUR, 100, null)];
    const sum = sumSeries([noSol, b], [6 * HOUR, 12 * HOUR], 'SOL');
    expect(sum.map((p) => [p.time / HOUR, p.value.toString()])).toEqual([[6, '0.4']]);
  });
});

describe('source series', () => {
  it('reads an obligation’s net account value in USD and SOL', () => {
    const series = obligationNetValues({
      obligation: 'O',
      history: [
        {
          timestamp: DAY,
          refreshedStats: {
            leverage: d(1),
            borrowLimit: d(0),
            loanToValue: d(0),
            liquidationLtv: d(0),
            netAccountValue: d(10),
            userTotalBorrow: d(0),
            userTotalDeposit: d(10),
            userTotalCollateralDeposit: d(10),
          },
          deposits: [],
          borrows: [],
          obligationSolValues: { netValueSol: d('0.1') },
        },
      ],
    });
    expect(series).toEqual([{ time: DAY, usd: d(10), sol: d('0.1') }]);
  });

  it('reads a strategy’s position value or all-history PnL', () => {
    const triple = (usd: number) => ({ usd: d(usd), sol: d(usd / 100), a: d(0), b: d(0) });
    const history = {
      history: [
        {
          timestamp: DAY,
          type: 'buy',
          positionValue: triple(200),
          allHistoryPnl: triple(-5),
        },
      ],
      totalPnl: triple(0),
      totalCostBasis: triple(0),
    } as StrategyPnlHistory;
    expect(strategySeries(history, 'netValue')).toEqual([{ time: DAY, usd: d(200), sol: d(2) }]);
    expect(strategySeries(history, 'pnl')).toEqual([{ time: DAY, usd: d(-5), sol: d(-0.05) }]);
  });

  it('reads the earn holdings or the interest they earned', () => {
    const rows: EarnUserMetricsPoint[] = [
      {
        createdOn: DAY,
        usdAmount: d(30),
        solAmount: d('0.3'),
        cumulativeInterestEarnedUsd: d(2),
      },
    ];
    expect(earnSeries(rows, 'netValue')).toEqual([{ time: DAY, usd: d(30), sol: d('0.3') }]);
    expect(earnSeries(rows, 'pnl')).toEqual([{ time: DAY, usd: d(2), sol: null }]);
  });
});
