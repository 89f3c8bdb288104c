import {
  type Decimal,
  depositAtLeverage,
  type LeverageToken,
  MathDecimal,
  multiplyPositionStats,
  type RiskColour,
  ratioWhatIf,
  riskColour,
} from '@keel/core-math';
import {
  type LiquidationLevel,
  NO_POSITION,
  type PairPosition,
  type PositionSnapshot,
  positionSnapshot,
  type SnapshotPair,
} from './positionSnapshot';

export interface VaultPreviewInput extends SnapshotPair {
  /** The position the deposit adds to; none for an open. */
  position?: PairPosition;
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
}

export interface VaultPreview {
  /** The position after the loop (the open one, or the held one with the deposit added). */
  after: PositionSnapshot;
  /** Debt tokens the loop borrows (and swaps into collateral). */
  debtToBorrow: Decimal;
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
 * What depositing at a leverage would give, from core-math's multiply maths: the loop's
 * collateral and debt (on top of the held position, which keeps its own leverage), the position
 * after it (positionSnapshot: size, LTV in its band, liquidation, net APY with staking and
 * rewards), the flash loan's fee — and the same position at a what-if collateral price.
 */
export function vaultPreview(input: VaultPreviewInput): VaultPreview {
  const { collateral, debt, terms } = input;
  const held = input.position ?? NO_POSITION;
  const ratio = collateral.price.div(debt.price);
  const loop = depositAtLeverage({
    ...held,
    depositAmount: input.amount,
    depositToken: input.depositToken,
    targetLeverage: input.leverage,
    priceCollToDebt: ratio,
    flashLoanFee: collateral.flashLoanFee ?? 0,
    slippagePct: input.slippagePct,
  });
  const after = positionSnapshot(input, {
    deposited: loop.totalDeposited,
    borrowed: loop.totalBorrowed,
  });
  const moved = ratioWhatIf({
    priceCollToDebt: ratio,
    debtPrice: debt.price,
    shift: input.priceShift,
  });
  const shiftedPrice = input.correlated
    ? moved.collateralPrice
    : collateral.price.times(new MathDecimal(1).plus(input.priceShift));
  const shifted = multiplyPositionStats({
    deposited: loop.totalDeposited,
    borrowed: loop.totalBorrowed,
    collateralPrice: shiftedPrice,
    debtPrice: debt.price,
    debtBorrowFactorPct: terms.debtBorrowFactorPct,
    liquidationThresholdPct: terms.liquidationLtv.times(100),
  });
  const ownCollateral =
    input.depositToken === 'collateral' ? input.amount : input.amount.div(ratio);
  const borrowedColl = loop.collateralChange.minus(ownCollateral);
  return {
    after,
    debtToBorrow: loop.debtChange,
    flashLoanFee: MathDecimal.max(0, borrowedColl).times(collateral.flashLoanFee ?? 0),
    whatIf: {
      unit: input.correlated ? 'ratio' : 'usd',
      price: input.correlated ? moved.ratio : shiftedPrice,
      ltv: shifted.ltv,
      risk: riskColour(shifted.ltv, terms),
      pnl: shifted.netValueUsd.minus(after.netValue),
    },
  };
}
