import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

export interface HorizonDeposit {
  /** USD value today. */
  value: NumericInput;
  /** Liquidation LTV as a fraction. */
  liquidationLtv: NumericInput;
  /** What the deposit earns (supply + staking + rewards), a fraction a year. */
  apy: NumericInput;
}

export interface HorizonBorrow {
  value: NumericInput;
  /** Borrow factor as a multiplier (1 inside an elevation group). */
  borrowFactor: NumericInput;
  /** What the debt costs net of debt rewards, a fraction a year. */
  apy: NumericInput;
}

const DAYS_PER_YEAR = 365;
/** Beyond this the estimate means nothing: rates will have changed many times over. */
export const LIQUIDATION_HORIZON_MAX_YEARS = 100;
const ITERATIONS = 60;

/**
 * How many days until interest alone — today's prices, today's rates compounding — brings an
 * obligation to its liquidation limit: the first t where Σ debt × bf × (1 + borrow APY)^t reaches
 * Σ deposit × liquidation LTV × (1 + supply APY)^t. 0 when it is already there; undefined when
 * it has no debt or interest never gets it there within LIQUIDATION_HORIZON_MAX_YEARS (the yield
 * outpaces the cost: positive carry).
 */
export function daysToLiquidationAtCurrentRates(params: {
  deposits: readonly HorizonDeposit[];
  borrows: readonly HorizonBorrow[];
}): Decimal | undefined {
  // An estimate in days: floats are ample, and Decimal's fractional powers would cost ~1 s.
  const weighted = (value: NumericInput, factor: NumericInput, apy: NumericInput) => ({
    weight: toDecimal(value).times(toDecimal(factor)).toNumber(),
    growth: toDecimal(apy).plus(1).toNumber(),
  });
  const deposits = params.deposits.map((d) => weighted(d.value, d.liquidationLtv, d.apy));
  const borrows = params.borrows.map((b) => weighted(b.value, b.borrowFactor, b.apy));
  if (!borrows.some((b) => b.weight > 0)) return undefined;
  const grown = (parts: readonly { weight: number; growth: number }[], years: number) =>
    parts.reduce((sum, p) => (p.growth > 0 ? sum + p.weight * p.growth ** years : sum), 0);
  // Positive once the adjusted debt has overtaken the liquidation limit.
  const gap = (years: number) => grown(borrows, years) - grown(deposits, years);
  if (gap(0) >= 0) return new MathDecimal(0);
  let low = 0;
  let high = LIQUIDATION_HORIZON_MAX_YEARS;
  if (gap(high) < 0) return undefined;
  for (let i = 0; i < ITERATIONS; i++) {
    const middle = (low + high) / 2;
    if (gap(middle) >= 0) high = middle;
    else low = middle;
  }
  return new MathDecimal(high).times(DAYS_PER_YEAR);
}
