import type Decimal from 'decimal.js';
import { MathDecimal, toDecimal } from '../../decimal';
import { percentToFraction } from '../../units';
import { liquidationDistance } from '../liquidation-price';
import type { LeverageToken } from './leverage';
import type { MultiplyPositionInput } from './position-stats';

export interface TradedLiquidation {
  /** The traded asset's USD price today. */
  price: Decimal;
  /** Its USD price at which the position is liquidated, the other price held; undefined without debt. */
  liquidationPrice: Decimal | undefined;
  /** Fraction of today's price to the liquidation one (−0.25 when a 25 % fall liquidates). */
  distance: Decimal | undefined;
}

/**
 * The liquidation price of the asset a pair position trades, in USD, the other asset's price
 * held: liquidation when debt × debt price × borrow factor = collateral × collateral price ×
 * liquidation LTV. A long (or multiply) trades its collateral, which liquidates on a fall to
 * debt × Pd × bf / (collateral × LT); a short trades its debt, which liquidates on a rise to
 * collateral × Pc × LT / (debt × bf).
 */
export function tradedLiquidation(
  params: MultiplyPositionInput & { traded: LeverageToken },
): TradedLiquidation {
  const deposited = toDecimal(params.deposited);
  const borrowed = toDecimal(params.borrowed);
  const collateralPrice = toDecimal(params.collateralPrice);
  const debtPrice = toDecimal(params.debtPrice);
  const borrowFactor = MathDecimal.max(1, percentToFraction(params.debtBorrowFactorPct ?? 100));
  const liquidationLtv = percentToFraction(params.liquidationThresholdPct);
  const price = params.traded === 'collateral' ? collateralPrice : debtPrice;
  const weightedDebt = borrowed.times(borrowFactor);
  const limitTokens = deposited.times(liquidationLtv);
  if (!weightedDebt.gt(0) || !limitTokens.gt(0)) {
    return { price, liquidationPrice: undefined, distance: undefined };
  }
  const liquidationPrice =
    params.traded === 'collateral'
      ? weightedDebt.times(debtPrice).div(limitTokens)
      : limitTokens.times(collateralPrice).div(weightedDebt);
  return { price, liquidationPrice, distance: liquidationDistance(price, liquidationPrice) };
}
