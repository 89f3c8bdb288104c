import Decimal from 'decimal.js';

/**
 * The Decimal class every function of this package computes with: a dedicated clone so that
 * nobody's global Decimal settings change our results. 80 significant digits hold a 256-bit
 * fixed-point value (about 78 digits) exactly. Instances are ordinary `Decimal`s
 * (`Decimal.isDecimal` is true for them) and mix freely with the global class.
 */
export const MathDecimal = Decimal.clone({
  precision: 80,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -30,
  toExpPos: 40,
});

/** Anything a caller may hand in as a number. */
export type NumericInput = string | number | Decimal | bigint;

/** Thrown when a value cannot be read as a finite or infinite number (e.g. 'abc', ''). */
export class InvalidNumberError extends Error {
  override readonly name = 'InvalidNumberError';
  readonly input: unknown;
  constructor(input: unknown) {
    super(`Not a number: ${describeInput(input)}`);
    this.input = input;
  }
}

function describeInput(input: unknown): string {
  if (typeof input === 'string')
    return JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input);
  return String(input);
}

/**
 * Reads any numeric input as a Decimal of this package's class. Numbers keep their shortest
 * decimal spelling (0.1 stays 0.1); NaN and ±Infinity are passed through as Decimal NaN/±Infinity.
 * Strings must be numeric (decimal, exponent, or 0x/0b/0o forms); anything else throws
 * InvalidNumberError.
 */
export function toDecimal(value: NumericInput): Decimal {
  if (typeof value === 'bigint') return new MathDecimal(value.toString());
  if (typeof value === 'number') return new MathDecimal(value);
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') throw new InvalidNumberError(value);
    try {
      return new MathDecimal(trimmed);
    } catch {
      throw new InvalidNumberError(value);
    }
  }
  if (Decimal.isDecimal(value)) return new MathDecimal(value);
  throw new InvalidNumberError(value);
}

/**
 * Like toDecimal but never throws: undefined, null and non-numeric input give undefined.
 * Used by formatters that must show a fallback instead of failing.
 */
export function tryToDecimal(value: NumericInput | null | undefined): Decimal | undefined {
  if (value === null || value === undefined) return undefined;
  try {
    return toDecimal(value);
  } catch {
    return undefined;
  }
}

/** True when the value is a finite Decimal (not NaN, not ±Infinity). */
export function isFiniteDecimal(value: Decimal | undefined): value is Decimal {
  return value?.isFinite() === true;
}

export { Decimal };
