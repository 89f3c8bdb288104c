import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/** Compounding helpers count 365 periods (days) a year. */
export const DAYS_PER_YEAR = 365;

/** APY of an APR compounded `periods` times a year: (1 + apr/periods)^periods − 1. */
export function aprToApy(apr: NumericInput, periods: number = DAYS_PER_YEAR): Decimal {
  return toDecimal(apr).div(periods).plus(1).pow(periods).minus(1);
}

/** APR that compounds `periods` times a year to the APY: periods × ((1 + apy)^(1/periods) − 1). */
export function apyToApr(apy: NumericInput, periods: number = DAYS_PER_YEAR): Decimal {
  return toDecimal(apy).plus(1).pow(new MathDecimal(1).div(periods)).minus(1).times(periods);
}

/** JLP's APR as an APY, compounded over 365 periods. */
export function jlpAprToApy(apr: NumericInput): Decimal {
  return aprToApy(apr, DAYS_PER_YEAR);
}
