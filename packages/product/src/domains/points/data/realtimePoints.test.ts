import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { POINTS_PERIODS, pointsOverPeriod } from './periods';
import { latestTime, pointsAt } from './realtimePoints';

const d = (value: string) => new MathDecimal(value);

describe('real-time points', () => {
  it('adds the rate for the seconds since the calculation', () => {
    expect(pointsAt(d('1000'), d('2.5'), 10_000, 14_000).toFixed()).toBe('1010');
  });

  it('stays at the total without a rate, a time, or with a clock behind', () => {
    expect(pointsAt(d('1000'), d('0'), 10_000, 99_000).toFixed()).toBe('1000');
    expect(pointsAt(d('1000'), d('3'), null, 99_000).toFixed()).toBe('1000');
    expect(pointsAt(d('1000'), d('3'), 10_000, 5_000).toFixed()).toBe('1000');
  });

  it('takes the latest calculation time', () => {
    expect(latestTime([null, 5, undefined, 9, 2])).toBe(9);
    expect(latestTime([null, undefined])).toBeNull();
  });
});

describe('points periods (D§2)', () => {
  it('offers 7 days (default), 30 days, 90 days and 6 months', () => {
    expect(POINTS_PERIODS.map((p) => p.label)).toEqual([
      '7 days',
      '30 days',
      '90 days',
      '6 months',
    ]);
  });

  it('earns the rate over the period; a month is 2 628 000 s (D§9)', () => {
    expect(pointsOverPeriod(d('1'), '7d').toFixed()).toBe('604800');
    expect(pointsOverPeriod(d('2'), '6m').toFixed()).toBe(String(2 * 6 * 2_628_000));
  });
});
