import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import { liquidationDistance } from '../liquidation-price';
import { multiplyPositionStats } from './position-stats';

export interface CorrelatedLiquidation {
  /** Collateral tokens per debt token today (JitoSOL/SOL as SOL per JitoSOL). */
  ratio: Decimal;
  /** The ratio at which the position is liquidated; undefined without debt. */
  liquidationRatio: Decimal | undefined;
  /** Fraction of today's ratio to the liquidation ratio (−0.045 when a 4.5 % fall liquidates). */
  distance: Decimal | undefined;
}

/**
 * A correlated pair's liquidation as the ratio of its two prices, the only figure that can
 * liquidate it: debt × borrow factor = collateral × ratio × liquidation LTV.
 */
export function correlatedLiquidation(params: {
  deposited: NumericInput;
  borrowed: NumericInput;
  /** Debt tokens per collateral token. */
  priceCollToDebt: NumericInput;
  debtBorrowFactorPct?: NumericInput;
  liquidationThresholdPct: NumericInput;
}): CorrelatedLiquidation {
  const ratio = toDecimal(params.priceCollToDebt);
  const stats = multiplyPositionStats({
    deposited: params.deposited,
    borrowed: params.borrowed,
    collateralPrice: ratio,
    debtPrice: 1,
    debtBorrowFactorPct: params.debtBorrowFactorPct ?? 100,
    liquidationThresholdPct: params.liquidationThresholdPct,
  });
  const liquidationRatio = stats.liquidationPriceCollToDebt;
  return { ratio, liquidationRatio, distance: liquidationDistance(ratio, liquidationRatio) };
}

/**
 * The what-if of a correlated pair moves the ratio, not the USD price: the ratio moved by
 * `shift` (−0.02 = 2 % lower) and the collateral's USD price that means at today's debt price.
 */
export function ratioWhatIf(params: {
  priceCollToDebt: NumericInput;
  debtPrice: NumericInput;
  shift: NumericInput;
}): { ratio: Decimal; collateralPrice: Decimal } {
  const ratio = toDecimal(params.priceCollToDebt).times(
    new MathDecimal(1).plus(toDecimal(params.shift)),
  );
  return { ratio, collateralPrice: ratio.times(toDecimal(params.debtPrice)) };
}
