import { describe, expect, it } from 'vitest';
import { formatPnl, formatPortfolioTotal } from './portfolio';

describe('formatPortfolioTotal', () => {
  it.each([
    [0.009999, '< $0.01'],
    [0.0001, '< $0.01'],
    [0.01, '$0.01'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [undefined, '-'],
  ])('%s → %s', (input, expected) => {
    expect(formatPortfolioTotal(input)).toBe(expected);
  });
});

describe('formatPnl', () => {
  it.each([
    [12.345, '+$12.35'],
    [-5, '-$5.00'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [null, '-'],
  ])('%s → %s', (input, expected) => {
    expect(formatPnl(input)).toBe(expected);
  });

  it('formats SOL PnL with a suffix', () => {
    expect(formatPnl(-0.1234, { prefix: '', suffix: ' SOL', decimals: 4 })).toBe('-0.1234 SOL');
  });
});
