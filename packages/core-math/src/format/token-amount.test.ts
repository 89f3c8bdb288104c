import { describe, expect, it } from 'vitest';
import {
  formatTokenAmount,
  inputDecimalsFor,
  sanitizeAmountInput,
  tokenAmountDisplay,
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
    ['9998.123456', '9,998.123456'],
    // Above 9 999 no decimals (D§9's price rule), truncated: never '219,453.34476'.
    ['219453.34476', '219,453'],
    ['10000.9999', '10,000'],
  ])('%s → %s', (input, expected) => {
    expect(formatTokenAmount(input)).toBe(expected);
  });

  it('appends a symbol, takes fewer decimals and compacts large amounts', () => {
    expect(formatTokenAmount('1.25', { symbol: 'SOL' })).toBe('1.25 SOL');
    expect(formatTokenAmount('0.00000001', { symbol: 'SOL' })).toBe('<0.000001 SOL');
    expect(formatTokenAmount('1.239', { decimals: 2 })).toBe('1.23');
    expect(formatTokenAmount('1999999', { compact: true })).toBe('1.99M');
    expect(formatTokenAmount('219453.34476', { symbol: 'SOL', decimals: 9 })).toBe('219,453 SOL');
  });

  it('shows "-" for empty values', () => {
    expect(formatTokenAmount(undefined)).toBe('-');
    expect(formatTokenAmount('x')).toBe('-');
  });
});

describe('tokenAmountDisplay', () => {
  const usdc = (value: string) => formatTokenAmount(value, { ...tokenAmountDisplay('USDC') });

  it.each([
    ['1234.5678', '1,234.56'],
    ['12.5', '12.50'],
    ['3', '3.00'],
    ['0.5', '0.50'],
    ['0.0123456', '0.01234'],
    ['0.99999', '0.9999'],
    ['0.0000009', '<0.000001'],
    ['0', '0'],
    ['12345.678', '12,345'],
  ])('shows stablecoin %s as %s (2 decimals, 4 significant digits below 1)', (input, expected) => {
    expect(usdc(input)).toBe(expected);
  });

  it('applies to every stablecoin symbol, in any case, and keeps the symbol and compact form', () => {
    expect(formatTokenAmount('7.123', { ...tokenAmountDisplay('pyusd'), symbol: 'PYUSD' })).toBe(
      '7.12 PYUSD',
    );
    expect(formatTokenAmount('25.999', { ...tokenAmountDisplay('USDT'), compact: true })).toBe(
      '25.99',
    );
    expect(formatTokenAmount('2500000', { ...tokenAmountDisplay('USDT'), compact: true })).toBe(
      '2.50M',
    );
  });

  it('leaves other tokens at up to 6 decimals', () => {
    expect(tokenAmountDisplay('SOL')).toEqual({});
    expect(formatTokenAmount('1.2345678', { ...tokenAmountDisplay('SOL') })).toBe('1.234567');
  });
});
