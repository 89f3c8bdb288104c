import { describe, expect, it } from 'vitest';
import { formatCompact } from './compact';
import { formatPrice, formatUsd } from './price';

describe('formatPrice', () => {
  it.each([
    [1234.5678, '1,234.57'],
    [1, '1.00'],
    [0, '0.00'],
    // 4 significant digits below 1, never fewer than 2 decimals
    [0.012345, '0.01235'],
    [0.5, '0.50'],
    [0.1234567, '0.1235'],
    [0.00001234, '0.00001234'],
    // 9 999 keeps decimals, above it none
    [9999, '9,999.00'],
    [9999.5, '10,000'],
    [10000, '10,000'],
    [1234567.89, '1,234,568'],
    [-1.5, '-1.50'],
    ['-0.001', '-0.001'],
    [-0.0000001, '-0.0000001'],
  ])('%s → %s', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it('takes a different default decimal count', () => {
    expect(formatPrice(12.3456, { decimals: 3 })).toBe('12.346');
  });

  it('uses compact suffixes only when asked', () => {
    expect(formatPrice(1_500_000, { compact: true })).toBe('1.50M');
    expect(formatPrice(999, { compact: true })).toBe('999.00');
  });

  it('shows "-" for empty and non-finite values', () => {
    for (const input of [undefined, null, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatPrice(input)).toBe('-');
    }
  });
});

describe('formatUsd', () => {
  it('puts the sign before the dollar sign', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(-12)).toBe('-$12.00');
    expect(formatUsd(-0.001)).toBe('-$0.001');
    expect(formatUsd(2_500_000_000, { compact: true })).toBe('$2.50B');
  });

  it('drops the sign of a value that rounds to zero', () => {
    expect(formatUsd('-0.0000')).toBe('$0.00');
  });
});

describe('formatCompact', () => {
  it.each([
    [999, '999.00'],
    [1000, '1.00K'],
    [1234, '1.23K'],
    [999_999, '1.00M'],
    [1e6, '1.00M'],
    [1e9, '1.00B'],
    [999_999_999_999, '1.00T'],
    [1e12, '1.00T'],
    [2.5e15, '2,500.00T'],
    [-45_600, '-45.60K'],
  ])('%s → %s', (input, expected) => {
    expect(formatCompact(input)).toBe(expected);
  });

  it('accepts a prefix and decimals', () => {
    expect(formatCompact(-1234, { prefix: '$', decimals: 1 })).toBe('-$1.2K');
  });

  it('shows "-" for empty values', () => {
    expect(formatCompact(undefined)).toBe('-');
  });
});
