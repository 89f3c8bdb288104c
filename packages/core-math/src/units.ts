import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from './decimal';

/** Integer-percent fields (`*Pct`) divide by this: 75 means 75 %. */
export const PERCENT_DIVISOR = 100;
/** Basis-point fields (`*Bps`) divide by this: 1 bp = 0.01 %. */
export const BPS_DIVISOR = 10_000;
/** farms `*Scaled` fields are integers × 10^18 (WAD). */
export const WAD = new MathDecimal('1e18');

// Multiplying by the exact reciprocals is exact and much cheaper than a Decimal division.
const PERCENT_RECIPROCAL = new MathDecimal('0.01');
const BPS_RECIPROCAL = new MathDecimal('0.0001');

/** A `*Pct` field as a fraction (75 → 0.75). */
export function percentToFraction(percent: NumericInput): Decimal {
  return toDecimal(percent).times(PERCENT_RECIPROCAL);
}

/** A fraction as percent units (0.75 → 75). */
export function fractionToPercent(fraction: NumericInput): Decimal {
  return toDecimal(fraction).times(PERCENT_DIVISOR);
}

/** A `*Bps` field as a fraction (250 → 0.025). */
export function bpsToFraction(bps: NumericInput): Decimal {
  return toDecimal(bps).times(BPS_RECIPROCAL);
}

/** A WAD-scaled farms value (raw / 10^18). */
export function wadToDecimal(raw: NumericInput): Decimal {
  return toDecimal(raw).div(WAD);
}

/**
 * 10^-decimals by token decimals. Multiplying by an exact power of ten rounds exactly as dividing
 * by its inverse does (both round the same exact value), and tables of reserves convert amounts
 * by the hundred, so the factor is built once per decimals.
 */
const TOKEN_UNIT_SCALES = new Map<number, Decimal>();

function tokenUnitScale(decimals: number): Decimal {
  let scale = TOKEN_UNIT_SCALES.get(decimals);
  if (!scale) {
    scale = new MathDecimal(10).pow(-decimals);
    TOKEN_UNIT_SCALES.set(decimals, scale);
  }
  return scale;
}

/** Raw token units (lamports) as whole tokens: lamports / 10^decimals. */
export function lamportsToAmount(lamports: NumericInput, decimals: number): Decimal {
  return toDecimal(lamports).times(tokenUnitScale(decimals));
}

/**
 * Whole tokens as raw token units, truncated toward zero so a transaction never asks for more
 * than the user typed.
 */
export function amountToLamports(amount: NumericInput, decimals: number): bigint {
  const lamports = toDecimal(amount).times(new MathDecimal(10).pow(decimals)).trunc();
  if (!lamports.isFinite()) throw new RangeError(`Cannot convert ${String(amount)} to lamports`);
  return BigInt(lamports.toFixed(0));
}
