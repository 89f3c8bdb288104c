import Decimal from 'decimal.js';
import {
  isFiniteDecimal,
  MathDecimal,
  type NumericInput,
  toDecimal,
  tryToDecimal,
} from '../decimal';
import { EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Raw points are integers × 10^6. */
export const POINTS_SCALE = new MathDecimal('1e6');
/** From this many points up, no decimals are shown. */
export const POINTS_WHOLE_FROM = new MathDecimal('1e6');
export const POINTS_DECIMALS = 4;
/** Decimals of a staked native-token amount. */
export const STAKED_AMOUNT_DECIMALS = 2;

/** Raw points → points (÷ 10^6). */
export function pointsFromRaw(raw: NumericInput): Decimal {
  return toDecimal(raw).div(POINTS_SCALE);
}

/**
 * Points display from the raw value: ÷ 10^6, then 0 decimals when the result is 0 or at least
 * 1 000 000, otherwise 4. Truncated, so a balance is never overstated.
 */
export function formatPoints(raw: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(raw);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const points = decimal.div(POINTS_SCALE);
  const decimals = points.isZero() || points.abs().gte(POINTS_WHOLE_FROM) ? 0 : POINTS_DECIMALS;
  return withSign(points, unsignedFixedText(points, { decimals, rounding: Decimal.ROUND_DOWN }));
}

/** A staked native-token amount (whole tokens) with 2 decimals, truncated: 1234.567 → '1,234.56'. */
export function formatStakedAmount(amount: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(amount);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  return withSign(
    decimal,
    unsignedFixedText(decimal, { decimals: STAKED_AMOUNT_DECIMALS, rounding: Decimal.ROUND_DOWN }),
  );
}
