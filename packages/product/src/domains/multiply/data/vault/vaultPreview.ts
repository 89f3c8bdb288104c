import {
  correlatedLiquidation,
  type Decimal,
  type LeverageToken,
  liquidationDistance,
  MathDecimal,
  multiplyPositionStats,
  multiplyPreview,
  type RiskColour,
  ratioWhatIf,
  riskColour,
} from '@keel/core-math';
import type { ReserveView } from '../../../lending/data/reserveView';
import type { VaultTerms } from './vaultTerms';

export interface VaultPreviewInput {
  collateral: ReserveView;
  debt: ReserveView;
  terms: VaultTerms;
  /** Whole tokens of `depositToken`; zero previews the loop per unit of nothing. */
  amount: Decimal;
  depositToken: LeverageToken;
  leverage: Decimal;
  /** Percent. */
  slippagePct: Decimal;
  /**
   * What-if: the collateral's price moved by this fraction (−0.2 = 20 % lower); for a correlated
   * pair, the collateral/debt ratio moved by it.
   */
  priceShift: Decimal;
  /** Collateral and debt track one asset: liquidation and what-if are in their ratio. */
  correlated: boolean;
}

/**
 * Where the position is liquidated: the collateral's USD price, or for a correlated pair the
 * ratio of collateral to debt (debt tokens per collateral token), with today's value.
 */
export type LiquidationLevel =
  | { unit: 'usd'; today: Decimal; level: Decimal | undefined }
  | { unit: 'ratio'; today: Decimal; level: Decimal | undefined };

export interface VaultPreview {
  collateralAfter: Decimal;
  debtAfter: Decimal;
  /** USD. */
  positionSize: Decimal;
  netValue: Decimal;
  ltv: Decimal;
  risk: RiskColour;
  netApy: Decimal | undefined;
  liquidation: LiquidationLevel;
  /** Fraction of today's price (or ratio) to the liquidation one. */
  liquidationDistance: Decimal | undefined;
  /** The flash loan's fee on what the loop borrows, in collateral tokens. */
  flashLoanFee: Decimal;
  /** At the what-if price: the collateral's USD price, or the pair's ratio when correlated. */
  whatIf: {
    unit: LiquidationLevel['unit'];
    price: Decimal;
    ltv: Decimal;
    risk: RiskColour;
    pnl: Decimal;
  };
}

/**
 * What opening the position would give, from core-math's multiply maths: the loop's collateral
 * and debt, size, LTV and its colour, liquidation price and distance, net APY (with staking
 * and rewards), the flash loan's fee — and the same position at a what-if collateral price.
 */
export function vaultPreview(input: VaultPreviewInput): VaultPreview {
  const { collateral, debt, terms } = input;
  const preview = multiplyPreview({
    depositAmount: input.amount,
    depositToken: input.depositToken,
    targetLeverage: input.leverage,
    collateralPrice: collateral.price,
    debtPrice: debt.price,
    debtBorrowFactorPct: terms.debtBorrowFactorPct,
    liquidationThresholdPct: terms.liquidationLtv.times(100),
    flashLoanFee: collateral.flashLoanFee ?? 0,
    slippagePct: input.slippagePct,
    supplyApy: collateral.apys.lendingDepositApy,
    stakingApy: collateral.apys.extraSupplyApy,
    collateralRewardApy: collateral.apys.collateralFarmTotalApy,
    borrowApy: debt.apys.lendingBorrowApy,
    debtRewardApy: debt.apys.debtFarmTotalApy,
  });
  const thresholds = { maxLtv: terms.maxLtv, liquidationLtv: terms.liquidationLtv };
  const ratio = collateral.price.div(debt.price);
  const moved = ratioWhatIf({
    priceCollToDebt: ratio,
    debtPrice: debt.price,
    shift: input.priceShift,
  });
  const shiftedPrice = input.correlated
    ? moved.collateralPrice
    : collateral.price.times(new MathDecimal(1).plus(input.priceShift));
  const shifted = multiplyPositionStats({
    deposited: preview.totalDeposited,
    borrowed: preview.totalBorrowed,
    collateralPrice: shiftedPrice,
    debtPrice: debt.price,
    debtBorrowFactorPct: terms.debtBorrowFactorPct,
    liquidationThresholdPct: terms.liquidationLtv.times(100),
  });
  const borrowedColl = preview.collateralAdded.minus(
    input.depositToken === 'collateral'
      ? input.amount
      : input.amount.div(collateral.price.div(debt.price)),
  );
  return {
    collateralAfter: preview.totalDeposited,
    debtAfter: preview.totalBorrowed,
    positionSize: preview.totalDeposited.times(collateral.price),
    netValue: preview.netValueUsd,
    ltv: preview.ltv,
    risk: riskColour(preview.ltv, thresholds),
    netApy: preview.netApy,
    ...liquidationOf(input, preview.totalDeposited, preview.totalBorrowed, {
      ratio,
      usd: preview.liquidationPriceUsd,
    }),
    flashLoanFee: MathDecimal.max(0, borrowedColl).times(collateral.flashLoanFee ?? 0),
    whatIf: {
      unit: input.correlated ? 'ratio' : 'usd',
      price: input.correlated ? moved.ratio : shiftedPrice,
      ltv: shifted.ltv,
      risk: riskColour(shifted.ltv, thresholds),
      pnl: shifted.netValueUsd.minus(preview.netValueUsd),
    },
  };
}

function liquidationOf(
  input: VaultPreviewInput,
  deposited: Decimal,
  borrowed: Decimal,
  today: { ratio: Decimal; usd: Decimal | undefined },
): Pick<VaultPreview, 'liquidation' | 'liquidationDistance'> {
  if (!input.correlated) {
    return {
      liquidation: { unit: 'usd', today: input.collateral.price, level: today.usd },
      liquidationDistance: liquidationDistance(input.collateral.price, today.usd),
    };
  }
  const byRatio = correlatedLiquidation({
    deposited,
    borrowed,
    priceCollToDebt: today.ratio,
    debtBorrowFactorPct: input.terms.debtBorrowFactorPct,
    liquidationThresholdPct: input.terms.liquidationLtv.times(100),
  });
  return {
    liquidation: { unit: 'ratio', today: byRatio.ratio, level: byRatio.liquidationRatio },
    liquidationDistance: byRatio.distance,
  };
}
