import type { WorldToken } from '../../world/types';
import { type DatasetContext, entityKey } from './context';
import { aprToApy, type Decimal, dec, factor, fixed } from './decimal';
import { unitRange } from './noise';
import type { PriceBook } from './prices';

/** One entry of the yields document: when it was computed and the yield in percent. */
export interface PercentYieldEntry {
  lastUpdated: string;
  value: number;
}

/**
 * The synthetic-dollar issuer's public yields document, in its real shape: `value`s are
 * percents (4.52 is 4.52 %).
 */
export interface SyntheticDollarYieldDocument {
  protocolYield: PercentYieldEntry;
  stakingYield: PercentYieldEntry;
}

/** The world's staked synthetic dollar: its sUSDe, else its first yield-bearing dollar. */
export function stakedSyntheticDollar(tokens: readonly WorldToken[]): WorldToken | undefined {
  const staked = tokens.filter((token) => token.kind === 'yield-stable');
  return staked.find((token) => /^susde$/i.test(token.symbol)) ?? staked[0];
}

/**
 * The yields document at the dataset anchor. The staking yield is the APY of the world's
 * sUSDe-type token (the same figure `/yields/principal-tokens` gives it); the protocol yield is
 * that revenue spread over every unit of the base dollar, staked or not. A world without such a
 * token still gets a seeded, stable document.
 */
export function syntheticDollarYieldDocument(
  ctx: DatasetContext,
  prices: PriceBook,
): SyntheticDollarYieldDocument {
  const token = stakedSyntheticDollar(ctx.world.tokens);
  const stakingApy = token
    ? aprToApy(prices.yieldApr(token))
    : aprToApy(factor(unitRange(entityKey(ctx, 'synthetic-dollar-yield'), 0, 0.06, 0.12)));
  const lastUpdated = new Date(ctx.anchor).toISOString();
  return {
    protocolYield: { lastUpdated, value: percent(stakingApy.mul(stakedShare(token, prices))) },
    stakingYield: { lastUpdated, value: percent(stakingApy) },
  };
}

/** Share of the base dollar's supply held by the staked token (1 when unknown). */
function stakedShare(token: WorldToken | undefined, prices: PriceBook): Decimal {
  const base = prices.find('USDe');
  if (!token?.supply || !base?.supply || dec(base.supply).isZero()) return dec(1);
  const staked = dec(token.supply).mul(token.priceUsd).div(base.priceUsd);
  const share = staked.div(base.supply);
  return share.greaterThan(1) ? dec(1) : share;
}

/**
 * A fraction as the document's percent number. Eight decimals of percent keep ten decimals of
 * the fraction, so the client's `value / 100` equals the API's ten-decimal APY strings exactly.
 */
function percent(fraction: Decimal): number {
  return Number(fixed(fraction.mul(100), 8));
}
