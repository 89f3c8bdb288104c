import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { formatCapAmount, formatLendingAmount } from './formatLendingAmount';

const d = (value: string | number) => new MathDecimal(value);

describe('formatLendingAmount', () => {
  it.each([
    ['USDC', '1234.567891', '1,234.56 USDC'],
    ['USDT', '12.5', '12.50 USDT'],
    ['PYUSD', '0.0123456', '0.01234 PYUSD'],
    ['USDC', '0', '0 USDC'],
    ['SOL', '1234.567891', '1,234.567891 SOL'],
    ['SOL', '12.5', '12.5 SOL'],
  ])('shows %s %s as %s', (symbol, value, expected) => {
    expect(formatLendingAmount(d(value), symbol)).toBe(expected);
  });

  it('compacts from 1 000 and can leave the symbol out', () => {
    expect(formatLendingAmount(d('512.345678'), 'USDC', { compact: true })).toBe('512.34 USDC');
    expect(formatLendingAmount(d('2500000'), 'USDC', { compact: true })).toBe('2.50M USDC');
    expect(formatLendingAmount(d('7.123'), 'USDC', { showSymbol: false })).toBe('7.12');
  });
});

describe('formatCapAmount', () => {
  it("says 'No cap' for an unlimited cap and formats the rest like any amount", () => {
    expect(formatCapAmount(d(Number.POSITIVE_INFINITY), 'USDC')).toBe('No cap');
    expect(formatCapAmount(d('1000.129'), 'USDC')).toBe('1,000.12 USDC');
  });
});
