import { describe, expect, it } from 'vitest';
import { percentToFraction } from '../units';
import { formatApy, formatPercent } from './percent';

describe('formatPercent', () => {
  it.each([
    [0.0576, '5.76%'],
    [0, '0.00%'],
    [-0.025, '-2.50%'],
    [1, '100.00%'],
    ['0.123456', '12.35%'],
    [12345.678, '1,234,567.80%'],
  ])('%s → %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it('reads percent-unit fields through the divisor 100', () => {
    expect(formatPercent(percentToFraction(75))).toBe('75.00%');
  });

  it('shows "-" for empty or non-numeric values', () => {
    for (const input of [undefined, null, '', 'n/a', Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(formatPercent(input)).toBe('-');
    }
  });

  it('shows "<x%" below the optional minimum (as a fraction)', () => {
    expect(formatPercent(0.00001, { minimum: 0.0001 })).toBe('<0.01%');
    expect(formatPercent(0.0001, { minimum: 0.0001 })).toBe('0.01%');
    expect(formatPercent(0, { minimum: 0.0001 })).toBe('0.00%');
  });

  it('switches to scientific notation above 1e12 %', () => {
    expect(formatPercent('1e10')).toBe('1,000,000,000,000.00%');
    expect(formatPercent('1.5e10')).toBe('1.50e+12%');
    expect(formatPercent('-2e11')).toBe('-2.00e+13%');
  });

  it('takes other decimals', () => {
    expect(formatPercent(0.05, { decimals: 0 })).toBe('5%');
  });
});

describe('formatApy', () => {
  it.each([
    [0.057598, '5.76%'],
    [9.9999, '999.99%'],
    [10, '>999%'],
    // rounds to 1,000.00 %, so it is capped too
    [9.99996, '>999%'],
    [1e9, '>999%'],
    [0, '0.00%'],
    [-0.0001, '<0%'],
  ])('%s → %s', (input, expected) => {
    expect(formatApy(input)).toBe(expected);
  });

  it('takes another cap and floor', () => {
    expect(formatApy(2, { capPercent: 100 })).toBe('>99%');
    expect(formatApy(-0.2, { floorPercent: -10 })).toBe('<-10%');
    expect(formatApy(-0.05, { floorPercent: -10 })).toBe('-5.00%');
  });

  it('shows "-" for empty values', () => {
    expect(formatApy(undefined)).toBe('-');
  });
});
