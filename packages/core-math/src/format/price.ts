import Decimal from 'decimal.js';
import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { unsignedCompactText } from './compact';
import { displayDecimals, EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Prices above this show no decimals (9 999 → '9,999.00', 10 000 → '10,000'). */
export const PRICE_NO_DECIMALS_ABOVE = 9999;
/** Prices below 1 show this many significant digits. */
export const PRICE_SIGNIFICANT_DIGITS_BELOW_ONE = 4;
/** Default decimals of stablecoin and price display. */
export const PRICE_DEFAULT_DECIMALS = 2;

export interface PriceFormatOptions {
  /** Decimals for values from 1 to 9 999 (default 2); also the minimum below 1. */
  decimals?: number;
  /** Use K, M, B, T suffixes from 1 000 up. */
  compact?: boolean;
  /** Placed between sign and digits ('$' gives '-$1.20'). */
  prefix?: string;
}

/**
 * Stablecoin and price display: 2 decimals by default, 4 significant digits below 1 (never fewer
 * than `decimals` places, so 0.5 → '0.50', 0.012345 → '0.01235'), no decimals above 9 999,
 * thousands separators; optional compact suffixes. '-' for empty or non-finite input.
 */
export function formatPrice(
  value: NumericInput | null | undefined,
  options: PriceFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const { decimals = PRICE_DEFAULT_DECIMALS, compact = false, prefix = '' } = options;
  return withSign(decimal, unsignedPriceText(decimal, decimals, compact), prefix);
}

/** formatPrice with a '$' prefix ('$1,234.57', '-$0.50'). */
export function formatUsd(
  value: NumericInput | null | undefined,
  options: Omit<PriceFormatOptions, 'prefix'> = {},
): string {
  return formatPrice(value, { ...options, prefix: '$' });
}

function unsignedPriceText(value: Decimal, decimals: number, compact: boolean): string {
  const abs = value.abs();
  if (compact && abs.gte(1000)) return unsignedCompactText(abs, decimals, Decimal.ROUND_HALF_UP);
  if (abs.gt(PRICE_NO_DECIMALS_ABOVE)) return unsignedFixedText(abs, { decimals: 0 });
  if (abs.lt(1) && !abs.isZero()) {
    const significant = abs.toSignificantDigits(
      PRICE_SIGNIFICANT_DIGITS_BELOW_ONE,
      Decimal.ROUND_HALF_UP,
    );
    return unsignedFixedText(significant, {
      decimals: Math.max(displayDecimals(decimals), significant.decimalPlaces()),
    });
  }
  return unsignedFixedText(abs, { decimals });
}
