import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MathDecimal, type NumericInput } from '../decimal';
import { formatCompact } from './compact';
import { formatExactAmount } from './exact-amount';
import { formatLeverage } from './leverage';
import { formatMultiplier } from './multiplier';
import { formatApy, formatPercent } from './percent';
import { formatPoints, formatStakedAmount } from './points';
import { formatPnl, formatPortfolioTotal } from './portfolio';
import { formatPrice, formatUsd } from './price';
import {
  formatTokenAmount,
  sanitizeAmountInput,
  tokenAmountDisplay,
  truncateToDecimals,
} from './token-amount';
import { formatVoteWeight } from './vote-weight';

type Formatter = (value: NumericInput | null | undefined) => string;

const formatters: Record<string, Formatter> = {
  formatPrice: (v) => formatPrice(v),
  formatPriceCompact: (v) => formatPrice(v, { compact: true }),
  formatUsd: (v) => formatUsd(v),
  formatCompact: (v) => formatCompact(v),
  formatTokenAmount: (v) => formatTokenAmount(v),
  formatTokenAmountCompact: (v) => formatTokenAmount(v, { compact: true, symbol: 'SOL' }),
  formatTokenAmountStablecoin: (v) => formatTokenAmount(v, { ...tokenAmountDisplay('USDC') }),
  formatPercent: (v) => formatPercent(v, { minimum: '0.0001' }),
  formatApy: (v) => formatApy(v),
  formatPortfolioTotal: (v) => formatPortfolioTotal(v),
  formatPnl: (v) => formatPnl(v),
  formatLeverage: (v) => formatLeverage(v),
  formatMultiplier: (v) => formatMultiplier(v),
  formatExactAmount: (v) => formatExactAmount(v),
  formatPoints: (v) => formatPoints(v),
  formatStakedAmount: (v) => formatStakedAmount(v),
  formatVoteWeight: (v) => formatVoteWeight(v),
};

/** Anything a caller might pass: every double (NaN, ±Infinity, -0), strings, bigints, Decimals. */
const anyInput: fc.Arbitrary<NumericInput | null | undefined> = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.string(),
  fc.bigInt(),
  fc.constantFrom(undefined, null, '', 'NaN', 'Infinity', '-Infinity', '1e400', '-1e-400', '0x1f'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => new MathDecimal(value)),
  fc
    .tuple(fc.integer({ min: -30, max: 30 }), fc.integer())
    .map(([exponent, digits]) => `${digits}e${exponent}`),
);

describe('formatting never throws', () => {
  it.each(Object.entries(formatters))('%s returns a string for any input', (_name, format) => {
    fc.assert(
      fc.property(anyInput, (value) => {
        const text = format(value);
        expect(typeof text).toBe('string');
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/NaN|undefined/);
      }),
      { numRuns: 300 },
    );
  });

  it.each(Object.entries(formatters))(
    '%s shows "-" for NaN, ±Infinity and undefined',
    (name, format) => {
      for (const value of [
        Number.NaN,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        undefined,
      ]) {
        // undefined is the documented default (1.1x) for the leverage label
        const expected = name === 'formatLeverage' && value === undefined ? '1.1x' : '-';
        expect(format(value)).toBe(expected);
      }
    },
  );
});

describe('formatting options never make a formatter throw', () => {
  it('any decimal count (negative, fractional, NaN, huge) is tolerated', () => {
    const decimals = fc.oneof(fc.integer({ min: -50, max: 500 }), fc.double());
    fc.assert(
      fc.property(anyInput, decimals, (value, places) => {
        for (const text of [
          formatPrice(value, { decimals: places }),
          formatCompact(value, { decimals: places }),
          formatTokenAmount(value, { decimals: places, compact: true }),
          formatTokenAmount(value, {
            decimals: places,
            minDecimals: places,
            significantDigitsBelowOne: places,
          }),
          formatPercent(value, { decimals: places, minimum: value ?? undefined }),
          formatApy(value, { decimals: places, capPercent: places, floorPercent: places }),
          formatPnl(value, { decimals: places }),
          formatVoteWeight(value, places),
        ]) {
          expect(typeof text).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('truncation never exceeds the input', () => {
  const amount = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }))
    .map(([digits, scale]) =>
      new MathDecimal(digits.toString()).div(new MathDecimal(10).pow(scale)),
    );

  it('truncateToDecimals(x, d) ≤ x and is within 10^-d of it', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 18 }), (value, decimals) => {
        const truncated = truncateToDecimals(value, decimals);
        expect(truncated.lte(value)).toBe(true);
        expect(value.minus(truncated).lt(new MathDecimal(10).pow(-decimals))).toBe(true);
        expect(truncated.decimalPlaces()).toBeLessThanOrEqual(decimals);
      }),
    );
  });

  it('the displayed token amount never exceeds the amount', () => {
    fc.assert(
      fc.property(amount, (value) => {
        const text = formatTokenAmount(value);
        if (text.startsWith('<')) return;
        expect(new MathDecimal(text.replace(/,/g, '')).lte(value)).toBe(true);
      }),
    );
  });

  it('a sanitized input never holds more than the typed value or more decimals than allowed', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 12 }), (value, decimals) => {
        const typed = value.toFixed();
        const clean = sanitizeAmountInput(typed, decimals);
        expect(new MathDecimal(clean === '' ? '0' : clean).lte(value)).toBe(true);
        expect((clean.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals);
      }),
    );
  });
});
