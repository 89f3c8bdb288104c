import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { lamportsToAmount } from '../units';

/** One side of a strategy: raw lamports idle in the vault and invested in the DEX position. */
export interface StrategyTokenHoldings {
  available: NumericInput;
  invested: NumericInput;
  decimals: number;
  /** USD per whole token. */
  price: NumericInput;
}

export interface StrategyTvl {
  /** Whole tokens of A and B (available + invested). */
  totalA: Decimal;
  totalB: Decimal;
  availableUsd: Decimal;
  investedUsd: Decimal;
  totalUsd: Decimal;
}

/**
 * TVL of a liquidity strategy: available and invested amounts of both tokens valued separately
 * and summed. Uncollected fees and rewards are not included.
 */
export function strategyTvl(
  tokenA: StrategyTokenHoldings,
  tokenB: StrategyTokenHoldings,
): StrategyTvl {
  const usd = (lamports: NumericInput, side: StrategyTokenHoldings) =>
    lamportsToAmount(lamports, side.decimals).times(toDecimal(side.price));
  const availableUsd = usd(tokenA.available, tokenA).plus(usd(tokenB.available, tokenB));
  const investedUsd = usd(tokenA.invested, tokenA).plus(usd(tokenB.invested, tokenB));
  const total = (side: StrategyTokenHoldings) =>
    lamportsToAmount(toDecimal(side.available).plus(toDecimal(side.invested)), side.decimals);
  return {
    totalA: total(tokenA),
    totalB: total(tokenB),
    availableUsd,
    investedUsd,
    totalUsd: availableUsd.plus(investedUsd),
  };
}

/** Whole shares from the raw `sharesIssued`. */
export function sharesOutstanding(sharesIssued: NumericInput, sharesDecimals: number): Decimal {
  return lamportsToAmount(sharesIssued, sharesDecimals);
}

/** USD per share: TVL / shares; 1 before any share is issued. */
export function strategySharePrice(
  tvlUsd: NumericInput,
  sharesIssued: NumericInput,
  sharesDecimals: number,
): Decimal {
  const shares = sharesOutstanding(sharesIssued, sharesDecimals);
  if (shares.isZero()) return new MathDecimal(1);
  return toDecimal(tvlUsd).div(shares);
}

/** Whole tokens of A and B behind one share (0 before any share is issued). */
export function tokenAmountsPerShare(params: {
  totalA: NumericInput;
  totalB: NumericInput;
  sharesIssued: NumericInput;
  sharesDecimals: number;
}): { a: Decimal; b: Decimal } {
  const shares = sharesOutstanding(params.sharesIssued, params.sharesDecimals);
  if (shares.isZero()) return { a: new MathDecimal(0), b: new MathDecimal(0) };
  return { a: toDecimal(params.totalA).div(shares), b: toDecimal(params.totalB).div(shares) };
}
