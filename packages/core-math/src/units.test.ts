import { describe, expect, it } from 'vitest';
import {
  amountToLamports,
  bpsToFraction,
  fractionToPercent,
  lamportsToAmount,
  percentToFraction,
  wadToDecimal,
} from './units';

describe('unit conversions', () => {
  it('reads percent and bps fields', () => {
    expect(percentToFraction(75).toFixed()).toBe('0.75');
    expect(bpsToFraction(250).toFixed()).toBe('0.025');
    expect(fractionToPercent('0.0576').toFixed()).toBe('5.76');
  });

  it('reads WAD-scaled farm values', () => {
    expect(wadToDecimal(2n * 10n ** 18n + 5n).toFixed()).toBe('2.000000000000000005');
  });

  it('converts lamports and truncates the other way', () => {
    expect(lamportsToAmount(1_500_000_000n, 9).toFixed()).toBe('1.5');
    expect(amountToLamports('1.0000000019', 9)).toBe(1_000_000_001n);
    expect(amountToLamports('0.1234567', 6)).toBe(123_456n);
  });
});
