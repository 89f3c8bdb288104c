import Decimal from 'decimal.js';
import {
  isFiniteDecimal,
  MathDecimal,
  type NumericInput,
  toDecimal,
  tryToDecimal,
} from '../decimal';
import { isStablecoin } from '../tokens/classification';
import { unsignedCompactText } from './compact';
import { displayDecimals, EMPTY_VALUE, unsignedFixedText } from './number-text';
import {
  PRICE_DEFAULT_DECIMALS,
  PRICE_NO_DECIMALS_ABOVE,
  PRICE_SIGNIFICANT_DIGITS_BELOW_ONE,
} from './price';

/** Smallest token amount shown as a number; anything positive below it shows '<0.000001'. */
export const TOKEN_AMOUNT_FLOOR = new MathDecimal('0.000001');
export const TOKEN_AMOUNT_FLOOR_LABEL = '<0.000001';
/** Decimals a stablecoin amount is typed with in forms. */
export const STABLECOIN_INPUT_DECIMALS = 2;
/** Decimals shown by default (matches the 0.000001 floor). */
export const TOKEN_AMOUNT_DEFAULT_DECIMALS = 6;

/**
 * Truncates toward zero to `decimals` places, so the result never exceeds the input in magnitude
 * (amounts are never rounded up). Throws InvalidNumberError for non-numeric strings.
 */
export function truncateToDecimals(value: NumericInput, decimals: number): Decimal {
  return toDecimal(value).toDecimalPlaces(displayDecimals(decimals, 0), Decimal.ROUND_DOWN);
}

/** Decimals an amount field accepts: 2 for stablecoins, otherwise the token's own decimals. */
export function inputDecimalsFor(token: { symbol: string; decimals: number }): number {
  return isStablecoin(token.symbol)
    ? Math.min(STABLECOIN_INPUT_DECIMALS, token.decimals)
    : token.decimals;
}

/**
 * Cleans what a user typed into an amount field: keeps digits and one decimal point (',' is read
 * as '.'), drops leading zeros, and truncates extra decimals. '' stays ''; '.5' becomes '0.5'.
 */
export function sanitizeAmountInput(text: string, decimals: number): string {
  const unified = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = unified.indexOf('.');
  const integerRaw = dot === -1 ? unified : unified.slice(0, dot);
  const fractionRaw = dot === -1 ? '' : unified.slice(dot + 1).replace(/\./g, '');
  if (integerRaw === '' && dot === -1) return '';
  const integer = integerRaw.replace(/^0+(?=\d)/, '') || '0';
  if (dot === -1 || decimals <= 0) return integer;
  return `${integer}.${fractionRaw.slice(0, decimals)}`;
}

export interface TokenAmountFormatOptions {
  /** Maximum decimals shown (default 6); trailing zeros are trimmed. */
  decimals?: number;
  /** Decimals kept even when they are zeros (default 0: all trailing zeros trimmed). */
  minDecimals?: number;
  /** Below 1, keep this many significant digits even past `decimals` (still truncated). */
  significantDigitsBelowOne?: number;
  /** Symbol appended after a space ('1.5 SOL'). */
  symbol?: string;
  /** K, M, B, T suffixes from 1 000 up. */
  compact?: boolean;
}

/**
 * Token amount display: 0 or less → '0'; positive below 0.000001 → '<0.000001'; otherwise
 * truncated (never rounded up) to `decimals`, trailing zeros trimmed down to `minDecimals`,
 * thousands separated. Above 9 999 no decimals, as D§9 writes prices ('219,453 SOL', never
 * '219,453.34476 SOL'). '-' for empty or non-finite input.
 */
export function formatTokenAmount(
  value: NumericInput | null | undefined,
  options: TokenAmountFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const {
    decimals = TOKEN_AMOUNT_DEFAULT_DECIMALS,
    minDecimals = 0,
    significantDigitsBelowOne,
    symbol,
    compact = false,
  } = options;
  const suffix = symbol ? ` ${symbol}` : '';
  if (decimal.lte(0)) return `0${suffix}`;
  if (decimal.lt(TOKEN_AMOUNT_FLOOR)) return `${TOKEN_AMOUNT_FLOOR_LABEL}${suffix}`;
  if (compact && decimal.gte(1000)) {
    return `${unsignedCompactText(decimal, 2, Decimal.ROUND_DOWN)}${suffix}`;
  }
  if (decimal.gt(PRICE_NO_DECIMALS_ABOVE)) {
    return `${unsignedFixedText(decimal, { decimals: 0, rounding: Decimal.ROUND_DOWN })}${suffix}`;
  }
  let shown = decimal;
  let places = displayDecimals(decimals);
  if (significantDigitsBelowOne !== undefined && decimal.lt(1)) {
    const digits = Math.max(1, displayDecimals(significantDigitsBelowOne, 1));
    shown = decimal.toSignificantDigits(digits, Decimal.ROUND_DOWN);
    places = Math.max(places, shown.decimalPlaces());
  }
  const body = unsignedFixedText(shown, {
    decimals: places,
    minDecimals,
    rounding: Decimal.ROUND_DOWN,
  });
  return `${body}${suffix}`;
}

/** Display options of a token's amounts, by symbol (see `tokenAmountDisplay`). */
export type TokenAmountDisplay = Pick<
  TokenAmountFormatOptions,
  'decimals' | 'minDecimals' | 'significantDigitsBelowOne'
>;

/**
 * How a token's amounts are shown: a stablecoin like a price (2 decimals, 4 significant digits
 * below 1), any other token with up to 6 decimals. Spread into `formatTokenAmount`'s options.
 */
export function tokenAmountDisplay(symbol: string): TokenAmountDisplay {
  return isStablecoin(symbol)
    ? {
        decimals: PRICE_DEFAULT_DECIMALS,
        minDecimals: PRICE_DEFAULT_DECIMALS,
        significantDigitsBelowOne: PRICE_SIGNIFICANT_DIGITS_BELOW_ONE,
      }
    : {};
}
