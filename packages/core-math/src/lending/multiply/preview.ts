import type Decimal from 'decimal.js';
import { type NumericInput, toDecimal } from '../../decimal';
import { depositAtLeverage, type LeverageToken } from './leverage';
import { multiplyNetApy, multiplyPositionStats } from './position-stats';

export interface MultiplyPreviewInput {
  /** Current position (0 / 0 for a new one), collateral and debt tokens. */
  deposited?: NumericInput;
  borrowed?: NumericInput;
  depositAmount: NumericInput;
  depositToken: LeverageToken;
  targetLeverage: NumericInput;
  /** USD per whole collateral / debt token. */
  collateralPrice: NumericInput;
  debtPrice: NumericInput;
  debtBorrowFactorPct?: NumericInput;
  liquidationThresholdPct: NumericInput;
  flashLoanFee?: NumericInput;
  slippagePct?: NumericInput;
  supplyApy: NumericInput;
  borrowApy: NumericInput;
  /** Staking yield of staked-SOL collateral. */
  stakingApy?: NumericInput;
  collateralRewardApy?: NumericInput;
  debtRewardApy?: NumericInput;
}

export interface MultiplyPreview {
  debtToBorrow: Decimal;
  collateralAdded: Decimal;
  totalDeposited: Decimal;
  totalBorrowed: Decimal;
  netValueUsd: Decimal;
  leverage: Decimal;
  ltv: Decimal;
  liquidationPriceUsd: Decimal | undefined;
  /** Undefined when the resulting position has no positive net value. */
  netApy: Decimal | undefined;
}

/**
 * What a multiply / leverage deposit leads to: debt to borrow, collateral after the loop,
 * resulting LTV (with borrow factor), liquidation price and net APY including staking yield.
 */
export function multiplyPreview(input: MultiplyPreviewInput): MultiplyPreview {
  const collateralPrice = toDecimal(input.collateralPrice);
  const debtPrice = toDecimal(input.debtPrice);
  const after = depositAtLeverage({
    deposited: input.deposited ?? 0,
    borrowed: input.borrowed ?? 0,
    depositAmount: input.depositAmount,
    depositToken: input.depositToken,
    targetLeverage: input.targetLeverage,
    priceCollToDebt: collateralPrice.div(debtPrice),
    flashLoanFee: input.flashLoanFee ?? 0,
    slippagePct: input.slippagePct ?? 0,
  });
  const stats = multiplyPositionStats({
    deposited: after.totalDeposited,
    borrowed: after.totalBorrowed,
    collateralPrice,
    debtPrice,
    debtBorrowFactorPct: input.debtBorrowFactorPct ?? 100,
    liquidationThresholdPct: input.liquidationThresholdPct,
  });
  const netApy = stats.netValueUsd.gt(0)
    ? multiplyNetApy({
        leverage: stats.leverage,
        supplyApy: input.supplyApy,
        borrowApy: input.borrowApy,
        stakingApy: input.stakingApy ?? 0,
        collateralRewardApy: input.collateralRewardApy ?? 0,
        debtRewardApy: input.debtRewardApy ?? 0,
      })
    : undefined;
  return {
    debtToBorrow: after.debtChange,
    collateralAdded: after.collateralChange,
    totalDeposited: after.totalDeposited,
    totalBorrowed: after.totalBorrowed,
    netValueUsd: stats.netValueUsd,
    leverage: stats.leverage,
    ltv: stats.ltv,
    liquidationPriceUsd: stats.liquidationPriceUsd,
    netApy,
  };
}
