import { MathDecimal, type NumericInput } from '../decimal';
import { formatPercent } from './percent';
import { formatTokenAmount } from './token-amount';

/** Positive fee rates below this (a fraction: 0.01 %) show as '<0.01%'. */
export const FEE_PERCENT_MINIMUM = new MathDecimal('0.0001');

/** Significant digits of a fee in tokens (and decimals above 1). */
export const FEE_SIGNIFICANT_DIGITS = 4;

/**
 * A fee rate (a fraction) as a percent with two decimals, as every percentage is shown:
 * 0.001 → '0.10%'; a positive rate too small for two decimals → '<0.01%'; 0 → '0.00%'.
 */
export function formatFeePercent(value: NumericInput | null | undefined): string {
  return formatPercent(value, { minimum: FEE_PERCENT_MINIMUM });
}

/**
 * A fee in tokens to its significant digits: below 1, four significant digits (0.000005 SOL,
 * 0.001234 SOL, never rounded up); from 1, at most four decimals; the token amount rules
 * otherwise ('<0.000001', thousands separated).
 */
export function formatFeeAmount(value: NumericInput | null | undefined, symbol?: string): string {
  return formatTokenAmount(value, {
    decimals: FEE_SIGNIFICANT_DIGITS,
    significantDigitsBelowOne: FEE_SIGNIFICANT_DIGITS,
    ...(symbol ? { symbol } : {}),
  });
}
