import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/**
 * A multiplier (a points boost, a lockup's vote multiplier) with an 'x': one decimal like the
 * leverage label, a second only when it carries a digit, thousands separated:
 * 2 → '2.0x', 1.5 → '1.5x', 1.25 → '1.25x', 1.256 → '1.26x'. '-' for empty or non-finite input.
 */
export function formatMultiplier(value: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  return `${withSign(decimal, unsignedFixedText(decimal, { decimals: 2, minDecimals: 1 }))}x`;
}
