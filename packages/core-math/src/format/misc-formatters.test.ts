import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';
import { formatExactAmount } from './exact-amount';
import { formatLiquidationHorizon } from './horizon';
import { DEFAULT_LEVERAGE, formatLeverage } from './leverage';
import { formatMultiplier } from './multiplier';
import { formatPoints, formatStakedAmount, pointsFromRaw } from './points';
import { formatTimeAgo, timeAgo } from './time-ago';
import { formatVoteWeight, voteWeightFromRaw } from './vote-weight';

describe('formatLeverage', () => {
  it('shows one decimal and an x, 1.1x by default', () => {
    expect(DEFAULT_LEVERAGE).toBe(1.1);
    expect(formatLeverage()).toBe('1.1x');
    expect(formatLeverage(3)).toBe('3.0x');
    expect(formatLeverage('2.45')).toBe('2.5x');
    expect(formatLeverage(Number.NaN)).toBe('-');
  });
});

describe('formatExactAmount', () => {
  it.each([
    ['2000000.5', '2,000,000.5'],
    ['18446744073709.551615', '18,446,744,073,709.551615'],
    ['0.000000123', '0.000000123'],
    [1234, '1,234'],
    ['-1234.5', '-1,234.5'],
    [0, '0'],
    ['', '-'],
    [null, '-'],
  ])('%s → %s', (value, expected) => {
    expect(formatExactAmount(value)).toBe(expected);
  });
});

describe('formatMultiplier', () => {
  it.each([
    [2, '2.0x'],
    [1, '1.0x'],
    ['1.5', '1.5x'],
    ['1.25', '1.25x'],
    // rounded half up to two decimals, never more
    ['1.255', '1.26x'],
    ['1.2049', '1.2x'],
    ['0.999', '1.0x'],
    [1234.5, '1,234.5x'],
    [-1.5, '-1.5x'],
    [null, '-'],
    [undefined, '-'],
    ['abc', '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ])('%s → %s', (value, expected) => {
    expect(formatMultiplier(value)).toBe(expected);
  });

  it('reads like the leverage label for the values both can show', () => {
    for (const value of [1, 1.1, 2.5, 3]) {
      expect(formatMultiplier(value)).toBe(formatLeverage(value));
    }
  });
});

describe('points', () => {
  it('divides raw points by 1e6', () => {
    expect(pointsFromRaw(2_500_000).toFixed()).toBe('2.5');
  });

  it.each([
    [0, '0'],
    [2_500_000, '2.5000'],
    [123_456_789, '123.4567'],
    // 999 999.99999 points: below 1e6, 4 decimals
    [999_999_999_999, '999,999.9999'],
    // exactly 1e6 points and more: no decimals
    [1_000_000_000_000, '1,000,000'],
    [1_234_567_890_000, '1,234,567'],
    [undefined, '-'],
  ])('raw %s → %s', (raw, expected) => {
    expect(formatPoints(raw)).toBe(expected);
  });

  it('shows staked amounts with 2 decimals, truncated', () => {
    expect(formatStakedAmount('1234.567')).toBe('1,234.56');
    expect(formatStakedAmount(0)).toBe('0.00');
  });
});

describe('vote weights', () => {
  it('divides by 1e6', () => {
    expect(voteWeightFromRaw(1_500_000).toFixed()).toBe('1.5');
    expect(formatVoteWeight(1_234_567_890)).toBe('1,234.56');
    expect(formatVoteWeight(1_234_567_890, 0)).toBe('1,234');
    expect(formatVoteWeight('bad')).toBe('-');
  });
});

describe('time-ago labels', () => {
  const now = Date.UTC(2025, 5, 1, 12);
  const minute = 60_000;
  const hour = 60 * minute;
  const day = 24 * hour;
  it.each([
    [0, 'now'],
    [59_999, 'now'],
    [-5 * minute, 'now'],
    [minute, '1 minute ago'],
    [59 * minute, '59 minutes ago'],
    [hour, '1 hour ago'],
    [23 * hour + 59 * minute, '23 hours ago'],
    [day, '1 day ago'],
    [6 * day, '6 days ago'],
    [7 * day, '1 week ago'],
    [30 * day, '4 weeks ago'],
    [31 * day, '1 month ago'],
    [365 * day, '12 months ago'],
  ])('%i ms ago → %s', (age, expected) => {
    expect(formatTimeAgo(now - age, now)).toBe(expected);
  });

  it('accepts Dates and rejects invalid ones', () => {
    expect(timeAgo(new Date(now - 2 * hour), new Date(now))).toEqual({ unit: 'hour', count: 2 });
    expect(formatTimeAgo(new Date('invalid'), now)).toBe('-');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 10+', () => {
    expect(formatBadgeCount(10)).toBe('10');
    expect(formatBadgeCount(11)).toBe('10+');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
  });
});

describe('formatLiquidationHorizon', () => {
  it('says the whole days, at least one, or now', () => {
    expect(formatLiquidationHorizon('12.4')).toBe('at current rates: ~12 days');
    expect(formatLiquidationHorizon('1234.6')).toBe('at current rates: ~1,235 days');
    expect(formatLiquidationHorizon('0.2')).toBe('at current rates: ~1 day');
    expect(formatLiquidationHorizon(0)).toBe('at current rates: now');
    expect(formatLiquidationHorizon(undefined)).toBe('-');
  });
});
