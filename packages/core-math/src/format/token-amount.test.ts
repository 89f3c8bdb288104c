import { describe, expect, it } from 'vitest';
import {
  formatTokenAmount,
  inputDecimalsFor,
  sanitizeAmountInput,
  truncateToDecimals,
} from './token-amount';

describe('truncateToDecimals', () => {
  it.each([
    ['1.23456789', 6, '1.234567'],
    ['1.99999999', 2, '1.99'],
    ['-1.999', 2, '-1.99'],
    ['5', 0, '5'],
    ['0.0000009', 6, '0'],
  ])('%s to %i decimals → %s', (input, decimals, expected) => {
    expect(truncateToDecimals(input, decimals).toFixed()).toBe(expected);
  });
});

describe('inputDecimalsFor', () => {
  it('uses 2 decimals for stablecoins and the token decimals otherwise', () => {
    expect(inputDecimalsFor({ symbol: 'USDC', decimals: 6 })).toBe(2);
    expect(inputDecimalsFor({ symbol: 'USDe', decimals: 9 })).toBe(2);
    expect(inputDecimalsFor({ symbol: 'SOL', decimals: 9 })).toBe(9);
  });
});

describe('sanitizeAmountInput', () => {
  it.each([
    ['1.23456', 2, '1.23'],
    ['1,5', 6, '1.5'],
    ['.5', 6, '0.5'],
    ['007', 6, '7'],
    ['1.', 6, '1.'],
    ['abc', 6, ''],
    ['', 6, ''],
    ['12.3.4', 6, '12.34'],
    ['5.5', 0, '5'],
  ])('%j with %i decimals → %j', (input, decimals, expected) => {
    expect(sanitizeAmountInput(input, decimals)).toBe(expected);
  });
});

describe('formatTokenAmount', () => {
  it.each([
    [0, '0'],
    [-3, '0'],
    ['0.0000009', '<0.000001'],
    ['0.000001', '0.000001'],
    ['0.0000019', '0.000001'],
    ['1.5', '1.5'],
    ['1234.5678919', '1,234.567891'],
    ['2.9999999', '2.999999'],
  ])('%s → %s', (input, expected) => {
    expect(formatTokenAmount(input)).toBe(expected);
  });

  it('appends a symbol, takes fewer decimals and compacts large amounts', () => {
    expect(formatTokenAmount('1.25', { symbol: 'SOL' })).toBe('1.25 SOL');
    expect(formatTokenAmount('0.00000001', { symbol: 'SOL' })).toBe('<0.000001 SOL');
    expect(formatTokenAmount('1.239', { decimals: 2 })).toBe('1.23');
    expect(formatTokenAmount('1999999', { compact: true })).toBe('1.99M');
  });

  it('shows "-" for empty values', () => {
    expect(formatTokenAmount(undefined)).toBe('-');
    expect(formatTokenAmount('x')).toBe('-');
  });
});
