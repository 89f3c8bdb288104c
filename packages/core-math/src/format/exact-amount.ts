import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/**
 * An amount with every decimal it has, thousands separated: 2000000.5 → '2,000,000.5'. For a
 * setting a form sends as typed (a cap, a minimum), where a rounded figure would misstate it.
 * '-' for empty or non-finite input.
 */
export function formatExactAmount(value: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  return withSign(decimal, unsignedFixedText(decimal, { decimals: decimal.decimalPlaces() }));
}
