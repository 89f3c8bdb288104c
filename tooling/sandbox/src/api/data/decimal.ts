import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

export type { Decimal };

export const ZERO: Decimal = new MathDecimal(0);
export const ONE: Decimal = new MathDecimal(1);

export function dec(value: string | number | Decimal): Decimal {
  return new MathDecimal(value);
}

/** A float shape factor (noise, growth) as a decimal with 12 significant digits. */
export function factor(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite factor: ${value}`);
  return new MathDecimal(value.toPrecision(12));
}

/** At most `places` decimals, no exponent, no trailing zeros: the API's decimal-string form. */
export function fixed(value: Decimal, places = 8): string {
  return value.toDecimalPlaces(places, MathDecimal.ROUND_HALF_UP).toFixed();
}

/** `digits` significant digits, no exponent: prices. */
export function sig(value: Decimal, digits = 10): string {
  return value.toSignificantDigits(digits, MathDecimal.ROUND_HALF_UP).toFixed();
}

/** Raw base units of a whole-token amount (may keep a fraction, as the API sends). */
export function baseUnits(amount: Decimal, decimals: number): string {
  return amount.mul(new MathDecimal(10).pow(decimals)).toDecimalPlaces(0).toFixed();
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), ZERO);
}

/** APY of an APR compounded daily: (1 + apr/365)^365 − 1. */
export function aprToApy(apr: Decimal): Decimal {
  return apr.div(365).plus(1).pow(365).minus(1);
}

/** `total` split by `weights` into parts with `places` decimals that add up exactly. */
export function splitExactly(
  total: Decimal,
  weights: readonly number[],
  places: number,
): Decimal[] {
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (weightSum <= 0) return weights.map((_, index) => (index === 0 ? total : ZERO));
  const parts = weights.map((weight) =>
    total.mul(factor(weight / weightSum)).toDecimalPlaces(places, MathDecimal.ROUND_DOWN),
  );
  // The rounding rest goes to the largest part, so a zero-weight part stays exactly zero.
  const rest = total.minus(sum(parts));
  const largest = weights.indexOf(Math.max(...weights));
  parts[largest] = (parts[largest] as Decimal).plus(rest);
  return parts;
}

/** The value, or `cap` when larger. */
export function capAt(value: Decimal, cap: number | string): Decimal {
  return value.greaterThan(cap) ? dec(cap) : value;
}
