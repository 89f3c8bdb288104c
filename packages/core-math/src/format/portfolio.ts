import { isFiniteDecimal, MathDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, isZeroText, unsignedFixedText } from './number-text';
import { formatUsd } from './price';

/** A positive portfolio total below this shows PORTFOLIO_FLOOR_LABEL. */
export const PORTFOLIO_TOTAL_FLOOR_USD = new MathDecimal('0.01');
export const PORTFOLIO_FLOOR_LABEL = '< $0.01';

/**
 * Total portfolio value in USD: '< $0.01' for positive totals below one cent, otherwise the USD
 * display ('$0.00' for an empty portfolio, '$1,234.56').
 */
export function formatPortfolioTotal(value: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  // Zero is shown as '$0.00': the floor label is for dust, not for an empty portfolio.
  if (decimal.gt(0) && decimal.lt(PORTFOLIO_TOTAL_FLOOR_USD)) return PORTFOLIO_FLOOR_LABEL;
  return formatUsd(decimal);
}

export interface PnlFormatOptions {
  /** Between sign and digits; '$' by default. */
  prefix?: string;
  /** After the digits, e.g. ' SOL'. */
  suffix?: string;
  /** Decimals (default 2). */
  decimals?: number;
}

/**
 * Profit and loss with an explicit sign: '+$12.34', '-$5.00', '$0.00'. '-' for empty or
 * non-finite values.
 */
export function formatPnl(
  value: NumericInput | null | undefined,
  options: PnlFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const { prefix = '$', suffix = '', decimals = 2 } = options;
  const body = unsignedFixedText(decimal, { decimals });
  const sign = isZeroText(body) ? '' : decimal.isNegative() ? '-' : '+';
  return `${sign}${prefix}${body}${suffix}`;
}
