import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, unsignedFixedText, withSign } from './number-text';

/** Leverage a multiply / leverage form starts at. */
export const DEFAULT_LEVERAGE = 1.1;

/** Leverage with one decimal and an 'x': 1.1 → '1.1x', 3 → '3.0x'. */
export function formatLeverage(value: NumericInput | null | undefined = DEFAULT_LEVERAGE): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  return `${withSign(decimal, unsignedFixedText(decimal, { decimals: 1 }))}x`;
}
