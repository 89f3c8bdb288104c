import { bench, describe } from 'vitest';
import { scaledFractionToDecimal } from './fixed-point';

const values = Array.from({ length: 10_000 }, (_, i) => (BigInt(i) * 7_919n + 1n) << 52n);

describe('scaledFractionToDecimal', () => {
  bench('10,000 conversions', () => {
    for (const value of values) scaledFractionToDecimal(value);
  });
});
