import { describe, expect, it } from 'vitest';
import { formatFeeAmount, formatFeePercent } from './fee';

describe('formatFeePercent', () => {
  it('shows a fee rate with two decimals', () => {
    expect(formatFeePercent('0.001')).toBe('0.10%');
    expect(formatFeePercent('0.0009')).toBe('0.09%');
    expect(formatFeePercent('0.3')).toBe('30.00%');
  });

  it('shows a positive rate too small for two decimals as below 0.01%', () => {
    expect(formatFeePercent('0.00001')).toBe('<0.01%');
    expect(formatFeePercent(0)).toBe('0.00%');
    expect(formatFeePercent(undefined)).toBe('-');
  });
});

describe('formatFeeAmount', () => {
  it('keeps four significant digits below 1, truncated', () => {
    expect(formatFeeAmount('0.000005', 'SOL')).toBe('0.000005 SOL');
    expect(formatFeeAmount('0.0012345678', 'SOL')).toBe('0.001234 SOL');
    expect(formatFeeAmount('0.002', 'SOL')).toBe('0.002 SOL');
  });

  it('shows at most four decimals from 1, and the floor below 0.000001', () => {
    expect(formatFeeAmount('1.23456789', 'SOL')).toBe('1.2345 SOL');
    expect(formatFeeAmount('0.0000004', 'SOL')).toBe('<0.000001 SOL');
    expect(formatFeeAmount('12.5')).toBe('12.5');
  });
});
