import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  InvalidNumberError,
  isFiniteDecimal,
  MathDecimal,
  toDecimal,
  tryToDecimal,
} from './decimal';

describe('toDecimal', () => {
  it.each([
    ['string', '1.25', '1.25'],
    ['exponent string', '1e-7', '1e-7'],
    ['padded string', ' 42 ', '42'],
    ['number keeps its shortest spelling', 0.1, '0.1'],
    ['bigint beyond 2^64', 2n ** 70n, '1180591620717411303424'],
    ['global Decimal', new Decimal('3.5'), '3.5'],
  ])('reads a %s', (_label, input, expected) => {
    expect(toDecimal(input).toFixed()).toBe(new MathDecimal(expected).toFixed());
  });

  it('keeps all digits of a long decimal (80 significant digits)', () => {
    const digits = `0.${'1'.repeat(70)}`;
    expect(toDecimal(digits).times(1).toFixed()).toBe(digits);
  });

  it.each(['abc', '', '   ', '1,5', '12abc'])('throws InvalidNumberError for %j', (input) => {
    expect(() => toDecimal(input)).toThrow(InvalidNumberError);
  });

  it('passes non-finite numbers through as Decimal NaN / Infinity', () => {
    expect(toDecimal(Number.NaN).isNaN()).toBe(true);
    expect(toDecimal(Number.POSITIVE_INFINITY).toString()).toBe('Infinity');
  });

  it('does not change the global Decimal configuration', () => {
    expect(Decimal.precision).toBe(20);
    expect(MathDecimal.precision).toBe(80);
  });
});

describe('tryToDecimal / isFiniteDecimal', () => {
  it('gives undefined instead of throwing', () => {
    expect(tryToDecimal('nope')).toBeUndefined();
    expect(tryToDecimal(undefined)).toBeUndefined();
    expect(tryToDecimal(null)).toBeUndefined();
    expect(tryToDecimal('2')?.toNumber()).toBe(2);
  });

  it('tells finite from non-finite', () => {
    expect(isFiniteDecimal(tryToDecimal(1))).toBe(true);
    expect(isFiniteDecimal(tryToDecimal(Number.NaN))).toBe(false);
    expect(isFiniteDecimal(tryToDecimal(Number.NEGATIVE_INFINITY))).toBe(false);
    expect(isFiniteDecimal(undefined)).toBe(false);
  });
});
