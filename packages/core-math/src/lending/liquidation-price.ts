import type Decimal from 'decimal.js';
import { MathDecimal } from '../decimal';
import type { ObligationStats } from './obligation-stats';

/**
 * Price (USD per whole token) of one collateral asset at which the obligation becomes liquidatable,
 * all other prices unchanged: the price p where bf-adjusted debt = liquidation limit. If the same
 * asset is also borrowed, its debt moves with p too:
 *   p = (otherDebt − otherLiquidationLimit) / (amount × liqLtv − borrowedAmount × bf).
 * Undefined when no positive price triggers liquidation (no debt, the asset has no liquidation
 * LTV, or the position only gets safer as the price falls).
 */
export function collateralLiquidationPrice(
  stats: ObligationStats,
  reserve: string,
): Decimal | undefined {
  if (!stats.hasDebt) return undefined;
  let assetWeight = new MathDecimal(0);
  let otherLimit = new MathDecimal(0);
  let found = false;
  for (const deposit of stats.deposits) {
    if (deposit.reserve === reserve) {
      found = true;
      assetWeight = assetWeight.plus(deposit.amount.times(deposit.liquidationLtv));
    } else {
      otherLimit = otherLimit.plus(deposit.value.times(deposit.liquidationLtv));
    }
  }
  if (!found) return undefined;
  let otherDebt = new MathDecimal(0);
  for (const borrow of stats.borrows) {
    if (borrow.reserve === reserve) {
      assetWeight = assetWeight.minus(borrow.amount.times(borrow.borrowFactor));
    } else {
      otherDebt = otherDebt.plus(borrow.value.times(borrow.borrowFactor));
    }
  }
  if (assetWeight.lte(0)) return undefined;
  const price = otherDebt.minus(otherLimit).div(assetWeight);
  return price.gt(0) ? price : undefined;
}

/** Liquidation price of every collateral reserve of the obligation (see collateralLiquidationPrice). */
export function collateralLiquidationPrices(
  stats: ObligationStats,
): Map<string, Decimal | undefined> {
  const prices = new Map<string, Decimal | undefined>();
  for (const deposit of stats.deposits) {
    if (!prices.has(deposit.reserve)) {
      prices.set(deposit.reserve, collateralLiquidationPrice(stats, deposit.reserve));
    }
  }
  return prices;
}

/**
 * How far the price may move before liquidation, as a fraction of today's price: −0.25 when a
 * 25 % fall liquidates. Undefined without a liquidation price or a positive price.
 */
export function liquidationDistance(
  price: Decimal,
  liquidationPrice: Decimal | undefined,
): Decimal | undefined {
  if (liquidationPrice === undefined || !price.gt(0)) return undefined;
  return liquidationPrice.div(price).minus(1);
}
