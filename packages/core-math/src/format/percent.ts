import Decimal from 'decimal.js';
import { isFiniteDecimal, MathDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { PERCENT_DIVISOR } from '../units';
import { displayDecimals, EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Percent values (in percent units) above this are shown in scientific notation. */
export const PERCENT_SCIENTIFIC_ABOVE = new MathDecimal('1e12');
/** APY cap in percent units: values at or above it show '>999%'. */
export const APY_CAP_PERCENT = 1000;
/** APY floor in percent units: values below it show '<0%'. */
export const APY_FLOOR_PERCENT = 0;

export interface PercentFormatOptions {
  /** Decimals shown (default 2). */
  decimals?: number;
  /**
   * Smallest positive value shown as a number, as a fraction like the value itself
   * (0.0001 → '<0.01%').
   */
  minimum?: NumericInput;
}

/**
 * A fraction as a percent: 0.0576 → '5.76%'. The value is a fraction (the maths of this package
 * returns fractions); `percentToFraction` converts percent-unit fields first (divisor 100).
 * '-' for empty, non-numeric or non-finite values; '<x%' for positive values below `minimum`;
 * scientific notation above 1e12 %.
 */
export function formatPercent(
  value: NumericInput | null | undefined,
  options: PercentFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const { decimals = 2 } = options;
  const percent = decimal.times(PERCENT_DIVISOR);
  const minimum = tryToDecimal(options.minimum);
  if (isFiniteDecimal(minimum)) {
    const minimumPercent = minimum.times(PERCENT_DIVISOR);
    if (percent.gt(0) && percent.lt(minimumPercent)) return `<${minimumPercent.toFixed()}%`;
  }
  return `${percentNumberText(percent, decimals)}%`;
}

export interface ApyFormatOptions {
  decimals?: number;
  /** Cap in percent units (default 1000): at or above it the label is '>{cap − 1}%' ('>999%'). */
  capPercent?: number;
  /** Floor in percent units (default 0): below it the label is '<{floor}%' ('<0%'). */
  floorPercent?: number;
}

/**
 * APY (a fraction) with cap and floor: 9.9999 → '999.99%', 10 → '>999%', -0.01 → '<0%'.
 * The cap applies to the rounded display so a value that would print as '1,000.00%' is capped too.
 */
export function formatApy(
  value: NumericInput | null | undefined,
  options: ApyFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const { decimals = 2, capPercent = APY_CAP_PERCENT, floorPercent = APY_FLOOR_PERCENT } = options;
  const percent = decimal.times(PERCENT_DIVISOR);
  if (percent.toDecimalPlaces(displayDecimals(decimals), Decimal.ROUND_HALF_UP).gte(capPercent)) {
    return `>${capPercent - 1}%`;
  }
  if (percent.lt(floorPercent)) return `<${floorPercent}%`;
  return `${percentNumberText(percent, decimals)}%`;
}

function percentNumberText(percent: Decimal, decimals: number): string {
  if (percent.abs().gt(PERCENT_SCIENTIFIC_ABOVE)) {
    return percent.toExponential(displayDecimals(decimals), Decimal.ROUND_HALF_UP);
  }
  return withSign(percent, unsignedFixedText(percent, { decimals }));
}
