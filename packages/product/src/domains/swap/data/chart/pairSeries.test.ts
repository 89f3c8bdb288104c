import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CHART_INTERVALS, pairSeries, seriesChange } from './pairSeries';

const point = (seconds: number, value: string) => ({
  time: seconds * 1000,
  value: new Decimal(value),
});

describe('the pair series', () => {
  it('divides the base by the quote’s latest point at or before each time', () => {
    const base = [point(100, '150'), point(160, '165'), point(220, '180')];
    const quote = [point(90, '1'), point(200, '2')];
    expect(pairSeries(base, quote)).toEqual([
      { time: 100, value: 150 },
      { time: 160, value: 165 },
      { time: 220, value: 90 },
    ]);
  });

  it('sorts, drops repeated seconds and points without a positive quote', () => {
    const base = [point(300, '3'), point(100, '1'), point(100, '9'), point(200, '2')];
    const quote = [point(150, '0'), point(50, '1')];
    // From 150 the quote is 0: the points after it are left out.
    expect(pairSeries(base, quote)).toEqual([{ time: 100, value: 1 }]);
    expect(pairSeries(base, [])).toEqual([]);
  });

  it('measures the change over the series', () => {
    expect(
      seriesChange([
        { time: 1, value: 100 },
        { time: 2, value: 110 },
      ])?.toFixed(),
    ).toBe('0.1');
    expect(seriesChange([{ time: 1, value: 100 }])).toBeNull();
  });

  it('offers the intervals from an hour to a year', () => {
    expect(CHART_INTERVALS.map((i) => i.id)).toEqual(['1H', '1D', '1W', '1M', '1Y']);
  });
});
