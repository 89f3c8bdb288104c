import Decimal from 'decimal.js';

/** What every formatter shows for an empty, non-numeric or non-finite value. */
export const EMPTY_VALUE = '-';

export interface FixedTextOptions {
  /** Maximum decimals shown. */
  decimals: number;
  /** Decimals kept when trailing zeros are trimmed; equal to `decimals` (no trimming) by default. */
  minDecimals?: number;
  rounding?: Decimal.Rounding;
  /** Thousands separators (','); on by default. */
  group?: boolean;
}

/** Largest decimal count a formatter honours. */
const MAX_DISPLAY_DECIMALS = 100;

/**
 * A decimal-count option made safe for decimal.js (which throws on negative or fractional
 * counts): NaN → `fallback`, otherwise truncated and clamped to [0, 100].
 */
export function displayDecimals(decimals: number, fallback = 2): number {
  if (Number.isNaN(decimals)) return fallback;
  return Math.min(MAX_DISPLAY_DECIMALS, Math.max(0, Math.trunc(decimals)));
}

/** Inserts ',' every three digits of an unsigned integer string. */
export function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Removes trailing fractional zeros down to `minDecimals` decimals. */
export function trimFraction(text: string, minDecimals: number): string {
  const dot = text.indexOf('.');
  if (dot === -1) return text;
  let end = text.length;
  while (end > dot + 1 + minDecimals && text[end - 1] === '0') end -= 1;
  if (end === dot + 1) end = dot;
  return text.slice(0, end);
}

/**
 * Unsigned fixed-point text of |value| with optional trimming and grouping.
 * The sign is left to the caller (see withSign) so prefixes like '$' can go between.
 */
export function unsignedFixedText(value: Decimal, options: FixedTextOptions): string {
  const { rounding = Decimal.ROUND_HALF_UP, group = true } = options;
  const decimals = displayDecimals(options.decimals);
  const minDecimals = Math.min(displayDecimals(options.minDecimals ?? decimals), decimals);
  const text = trimFraction(value.abs().toFixed(decimals, rounding), minDecimals);
  return group ? groupIntegerPart(text) : text;
}

export function groupIntegerPart(text: string): string {
  const dot = text.indexOf('.');
  const integer = dot === -1 ? text : text.slice(0, dot);
  const rest = dot === -1 ? '' : text.slice(dot);
  return groupThousands(integer) + rest;
}

/** True when a rendered number has no non-zero digit (so it must not carry a minus sign). */
export function isZeroText(text: string): boolean {
  return !/[1-9]/.test(text);
}

/** '-' before `prefix + body` for negative values whose rendering is not all zeros. */
export function withSign(value: Decimal, body: string, prefix = ''): string {
  const negative = value.isNegative() && !isZeroText(body);
  return `${negative ? '-' : ''}${prefix}${body}`;
}
