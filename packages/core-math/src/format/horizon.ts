import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, groupThousands } from './number-text';

/**
 * The negative-carry estimate: 'at current rates: ~12 days' (whole days, at least '~1 day'; 'now' at
 * 0, when the position is already at its liquidation LTV). '-' without an estimate.
 */
export function formatLiquidationHorizon(days: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(days);
  if (!isFiniteDecimal(decimal) || decimal.isNegative()) return EMPTY_VALUE;
  if (decimal.isZero()) return 'at current rates: now';
  const whole = decimal.lt(1.5) ? '1' : groupThousands(decimal.toFixed(0));
  return `at current rates: ~${whole} ${whole === '1' ? 'day' : 'days'}`;
}
