import { describe, expect, it } from 'vitest';
import { scopePriceToDecimal } from './price';

describe('scopePriceToDecimal', () => {
  it('divides the mantissa by 10^exp exactly', () => {
    expect(scopePriceToDecimal({ value: 18712345678n, exp: 8n }).toString()).toBe('187.12345678');
    expect(scopePriceToDecimal({ value: 1n, exp: 0n }).toString()).toBe('1');
  });
});
