import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aprToApy, apyToApr, jlpAprToApy } from './compounding';
import { CHART_INTERVAL_MS, chartPointCount, isChartInterval } from './intervals';
import { MOVING_AVERAGE_WINDOW, movingAverage } from './moving-average';
import {
  ALL_TIME_START_MS,
  CHART_RANGE_DAYS,
  CHART_RANGE_LABELS,
  chartRangeFromDays,
  chartRangeStart,
  DEFAULT_CHART_RANGE_DAYS,
  yieldHistoryStart,
} from './ranges';
import { OUTLIER_THRESHOLD, smoothOutliers } from './smoothing';

const series = (values: number[]) => values.map((value, i) => ({ time: i * 1000, value }));
const valuesOf = (points: { value: { toNumber(): number } }[]) =>
  points.map((p) => p.value.toNumber());

describe('smoothOutliers', () => {
  it('replaces a single spike by the mean of its neighbours (threshold 0.01)', () => {
    expect(OUTLIER_THRESHOLD.toFixed()).toBe('0.01');
    expect(valuesOf(smoothOutliers(series([0.05, 0.05, 0.2, 0.052, 0.05])))).toEqual([
      0.05, 0.05, 0.051, 0.052, 0.05,
    ]);
  });

  it('keeps jumps within the threshold, real level changes and the end points', () => {
    expect(valuesOf(smoothOutliers(series([0.05, 0.059, 0.05])))).toEqual([0.05, 0.059, 0.05]);
    expect(valuesOf(smoothOutliers(series([0.05, 0.1, 0.15])))).toEqual([0.05, 0.1, 0.15]);
    expect(valuesOf(smoothOutliers(series([0.9, 0.05, 0.05, 0.9])))).toEqual([
      0.9, 0.05, 0.05, 0.9,
    ]);
  });

  it('takes another threshold and keeps the times', () => {
    const smoothed = smoothOutliers(series([1, 5, 1]), 10);
    expect(valuesOf(smoothed)).toEqual([1, 5, 1]);
    expect(smoothed.map((p) => p.time)).toEqual([0, 1000, 2000]);
  });
});

describe('movingAverage', () => {
  it('averages a trailing window, 24 by default', () => {
    expect(MOVING_AVERAGE_WINDOW).toBe(24);
    expect(valuesOf(movingAverage(series([1, 2, 3, 4, 5]), 3))).toEqual([1, 1.5, 2, 3, 4]);
    const flat = movingAverage(series(Array.from({ length: 30 }, (_, i) => (i < 24 ? 0 : 24))));
    expect(flat[23]?.value.toNumber()).toBe(0);
    expect(flat[24]?.value.toNumber()).toBe(1);
  });

  it('rejects a bad window', () => {
    expect(() => movingAverage(series([1]), 0)).toThrow(RangeError);
  });
});

describe('ranges and intervals', () => {
  const now = Date.UTC(2025, 0, 31);

  it('offers 7, 30, 90, 180, 365 days (30 by default) and All time from 1 Jan 2022', () => {
    expect(Object.values(CHART_RANGE_DAYS)).toEqual([7, 30, 90, 180, 365]);
    expect(DEFAULT_CHART_RANGE_DAYS).toBe(30);
    expect(CHART_RANGE_LABELS.ALL).toBe('All time');
    expect(new Date(ALL_TIME_START_MS).toISOString()).toBe('2022-01-01T00:00:00.000Z');
    expect(chartRangeStart('ALL', now)).toBe(ALL_TIME_START_MS);
    expect(chartRangeStart('7D', now)).toBe(Date.UTC(2025, 0, 24));
    expect(chartRangeFromDays(90)).toBe('3M');
    expect(chartRangeFromDays(12)).toBe('30D');
  });

  it('starts the yield history two years back', () => {
    expect(new Date(yieldHistoryStart(now)).toISOString()).toBe('2023-01-31T00:00:00.000Z');
  });

  it('knows the intervals 5min … month', () => {
    expect(CHART_INTERVAL_MS['4hour']).toBe(14_400_000);
    expect(isChartInterval('week')).toBe(true);
    expect(isChartInterval('year')).toBe(false);
    expect(chartPointCount(7 * 86_400_000, 'hour')).toBe(168);
    expect(chartPointCount(0, 'day')).toBe(1);
  });
});

describe('compounding helpers (365 periods)', () => {
  it('converts APR to APY and back', () => {
    expect(aprToApy('0.1').toFixed(10)).toBe('0.1051557816');
    expect(apyToApr(aprToApy('0.1')).toFixed(12)).toBe('0.100000000000');
    expect(aprToApy('0.1', 12).toFixed(10)).toBe('0.1047130674');
  });

  it('converts the JLP APR with 365 periods', () => {
    expect(jlpAprToApy('0.2').eq(aprToApy('0.2', 365))).toBe(true);
    expect(jlpAprToApy('0.2').toFixed(8)).toBe('0.22133586');
  });
});

describe('APY ≥ APR for positive rates (365 periods)', () => {
  it('holds for any positive APR', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-9, max: 10, noNaN: true }), (apr) => {
        expect(aprToApy(apr).gte(apr)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
