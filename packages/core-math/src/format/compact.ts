import Decimal from 'decimal.js';
import { isFiniteDecimal, MathDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { displayDecimals, EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Compact suffixes and the value each one stands for. */
export const COMPACT_UNITS: readonly { readonly suffix: string; readonly value: Decimal }[] = [
  { suffix: '', value: new MathDecimal(1) },
  { suffix: 'K', value: new MathDecimal('1e3') },
  { suffix: 'M', value: new MathDecimal('1e6') },
  { suffix: 'B', value: new MathDecimal('1e9') },
  { suffix: 'T', value: new MathDecimal('1e12') },
];

export interface CompactFormatOptions {
  /** Decimals after scaling (default 2). */
  decimals?: number;
  /** Text placed between the sign and the digits, e.g. '$'. */
  prefix?: string;
  rounding?: Decimal.Rounding;
}

/**
 * Unsigned compact text: 1234 → '1.23K', 2.5e9 → '2.50B'. A value that rounds up to the next
 * unit is promoted (999 999 → '1.00M', never '1,000.00K').
 */
export function unsignedCompactText(value: Decimal, places: number, rounding: Decimal.Rounding) {
  const abs = value.abs();
  const decimals = displayDecimals(places);
  let index = 0;
  for (let i = COMPACT_UNITS.length - 1; i > 0; i -= 1) {
    if (abs.gte((COMPACT_UNITS[i] as (typeof COMPACT_UNITS)[number]).value)) {
      index = i;
      break;
    }
  }
  const last = COMPACT_UNITS.length - 1;
  const thousand = new MathDecimal(1000);
  const scaledAt = (i: number) =>
    abs
      .div((COMPACT_UNITS[i] as (typeof COMPACT_UNITS)[number]).value)
      .toDecimalPlaces(decimals, rounding);
  while (index < last && scaledAt(index).gte(thousand)) index += 1;
  const unit = COMPACT_UNITS[index] as (typeof COMPACT_UNITS)[number];
  return unsignedFixedText(abs.div(unit.value), { decimals, rounding }) + unit.suffix;
}

/** Compact number with K, M, B, T suffixes at 1e3, 1e6, 1e9, 1e12. Never throws. */
export function formatCompact(
  value: NumericInput | null | undefined,
  options: CompactFormatOptions = {},
): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const { decimals = 2, prefix = '', rounding = Decimal.ROUND_HALF_UP } = options;
  return withSign(decimal, unsignedCompactText(decimal, decimals, rounding), prefix);
}
