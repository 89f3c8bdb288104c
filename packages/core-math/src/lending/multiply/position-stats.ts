import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import { percentToFraction } from '../../units';

const INFINITY = new MathDecimal(Number.POSITIVE_INFINITY);

export interface MultiplyPositionStats {
  collateralValueUsd: Decimal;
  debtValueUsd: Decimal;
  netValueUsd: Decimal;
  /** Collateral value / net value (Infinity when net ≤ 0). */
  leverage: Decimal;
  /** Debt value × borrow factor / collateral value. */
  ltv: Decimal;
  /** Collateral price in debt tokens at which the position is liquidated. */
  liquidationPriceCollToDebt: Decimal | undefined;
  /** Collateral USD price at which it is liquidated, the debt price unchanged. */
  liquidationPriceUsd: Decimal | undefined;
}

/** A position's amounts, prices and liquidation terms, as the position figures read them. */
export interface MultiplyPositionInput {
  /** Collateral tokens and debt tokens. */
  deposited: NumericInput;
  borrowed: NumericInput;
  /** USD per whole collateral / debt token. */
  collateralPrice: NumericInput;
  debtPrice: NumericInput;
  /** Debt borrow factor in percent (100 inside an elevation group). */
  debtBorrowFactorPct?: NumericInput;
  /** Effective liquidation threshold of the collateral, in percent. */
  liquidationThresholdPct: NumericInput;
}

/**
 * Value, leverage, LTV (with the debt's borrow factor) and liquidation price of a multiply /
 * leverage position: liquidation when debt × bf = collateral × price × liquidation LTV.
 */
export function multiplyPositionStats(params: MultiplyPositionInput): MultiplyPositionStats {
  const deposited = toDecimal(params.deposited);
  const borrowed = toDecimal(params.borrowed);
  const collateralPrice = toDecimal(params.collateralPrice);
  const debtPrice = toDecimal(params.debtPrice);
  const borrowFactor = MathDecimal.max(1, percentToFraction(params.debtBorrowFactorPct ?? 100));
  const liquidationLtv = percentToFraction(params.liquidationThresholdPct);

  const collateralValueUsd = deposited.times(collateralPrice);
  const debtValueUsd = borrowed.times(debtPrice);
  const netValueUsd = collateralValueUsd.minus(debtValueUsd);
  const adjustedDebtUsd = debtValueUsd.times(borrowFactor);
  const ltv = collateralValueUsd.isZero()
    ? adjustedDebtUsd.isZero()
      ? new MathDecimal(0)
      : INFINITY
    : adjustedDebtUsd.div(collateralValueUsd);
  const hasLiquidationPrice = borrowed.gt(0) && deposited.gt(0) && liquidationLtv.gt(0);
  const liquidationPriceCollToDebt = hasLiquidationPrice
    ? borrowed.times(borrowFactor).div(deposited.times(liquidationLtv))
    : undefined;
  return {
    collateralValueUsd,
    debtValueUsd,
    netValueUsd,
    leverage: netValueUsd.gt(0) ? collateralValueUsd.div(netValueUsd) : INFINITY,
    ltv,
    liquidationPriceCollToDebt,
    liquidationPriceUsd: liquidationPriceCollToDebt?.times(debtPrice),
  };
}

/**
 * Net APY of a leveraged position per unit of net value:
 * L × (supply APY + staking APY + collateral rewards) − (L − 1) × (borrow APY − debt rewards).
 * The staking yield of staked-SOL collateral is what makes SOL loops pay.
 */
export function multiplyNetApy(params: {
  leverage: NumericInput;
  supplyApy: NumericInput;
  borrowApy: NumericInput;
  stakingApy?: NumericInput;
  collateralRewardApy?: NumericInput;
  debtRewardApy?: NumericInput;
}): Decimal {
  const leverage = toDecimal(params.leverage);
  const earned = toDecimal(params.supplyApy)
    .plus(toDecimal(params.stakingApy ?? 0))
    .plus(toDecimal(params.collateralRewardApy ?? 0));
  const paid = toDecimal(params.borrowApy).minus(toDecimal(params.debtRewardApy ?? 0));
  return leverage.times(earned).minus(leverage.minus(1).times(paid));
}
