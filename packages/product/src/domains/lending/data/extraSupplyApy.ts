import type { StakingYieldKind, TokenYield } from '@keel/api-client';
import { isSyntheticDollarStakedSymbol, MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

/**
 * Which staking-yields list liquid-staking reserves take: the median over recent epochs. D§9's
 * mean rule names three staked-SOL tokens without saying which, so every token gets the same
 * kind; the median also keeps a single MEV-heavy epoch from inflating the figure, and is the
 * API client's default (the list the multiply screens use).
 */
export const LIQUID_STAKING_YIELD_KIND: StakingYieldKind = 'median';

/** The API yields a reserve's extra supply APY may come from; undefined while loading. */
export interface ExtraSupplyYields {
  /** Staking APYs (fractions) by token mint: `strategies.stakingYields(kind)`. */
  stakingYields?: readonly TokenYield[] | undefined;
  /** The synthetic dollar's staking APY as a fraction; null when not configured or failed. */
  syntheticDollarYield?: { apy: Decimal } | null | undefined;
}

const NONE: Decimal = new MathDecimal(0);

function usable(apy: Decimal | undefined): Decimal {
  return apy?.isFinite() ? new MathDecimal(apy) : NONE;
}

/**
 * The supply-side yield a reserve's token earns by itself, as a fraction:
 * - a staked synthetic dollar (core-math's `SYNTHETIC_DOLLAR_STAKED_SYMBOLS`, by symbol) earns
 *   the synthetic dollar's staking yield, or nothing while it is unknown;
 * - any other token whose mint is in the staking-yields list (the liquid-staking tokens) earns
 *   that token's staking APY;
 * - everything else earns nothing (0).
 */
export function extraSupplyApyOf(
  reserve: { symbol: string; mint: string },
  yields: ExtraSupplyYields,
): Decimal {
  if (isSyntheticDollarStakedSymbol(reserve.symbol)) {
    return usable(yields.syntheticDollarYield?.apy);
  }
  const staking = yields.stakingYields?.find((entry) => entry.tokenMint === reserve.mint);
  return usable(staking?.apy);
}
