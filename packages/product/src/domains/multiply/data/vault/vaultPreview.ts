import {
  type Decimal,
  depositAtLeverage,
  type LeverageToken,
  MathDecimal,
  ratioWhatIf,
} from '@keel/core-math';
import {
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
   * What-if: the traded asset's price moved by this fraction (−0.2 = 20 % lower) — the
   * collateral's for a long or multiply, the debt's for a short; for a correlated pair, the
   * collateral/debt ratio moved by it.
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
  /**
   * The position after the loop at the what-if price (its `liquidation.today` is the moved price
   * of the traded asset, or the moved ratio), and the PnL the move makes.
   */
  whatIf: PositionSnapshot & { pnl: Decimal };
}

/**
 * What depositing at a leverage would give, from core-math's multiply maths: the loop's
 * collateral and debt (on top of the held position, which keeps its own leverage), the position
 * after it (positionSnapshot: size, LTV in its band, liquidation, net APY with staking and
 * rewards), the flash loan's fee — and the same position at a what-if price of the asset it
 * trades (the collateral of a long, the debt of a short) or, for a correlated pair, a what-if ratio.
 */
export function vaultPreview(input: VaultPreviewInput): VaultPreview {
  const { collateral, debt } = input;
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
  const whatIf = positionSnapshot(whatIfPair(input, ratio), {
    deposited: loop.totalDeposited,
    borrowed: loop.totalBorrowed,
  });
  const ownCollateral =
    input.depositToken === 'collateral' ? input.amount : input.amount.div(ratio);
  const borrowedColl = loop.collateralChange.minus(ownCollateral);
  return {
    after,
    debtToBorrow: loop.debtChange,
    flashLoanFee: MathDecimal.max(0, borrowedColl).times(collateral.flashLoanFee ?? 0),
    whatIf: { ...whatIf, pnl: whatIf.netValue.minus(after.netValue) },
  };
}

/**
 * The pair at the what-if prices: a correlated pair's ratio moved (its debt price held), else the
 * traded asset's USD price moved and the other held.
 */
function whatIfPair(input: VaultPreviewInput, ratio: Decimal): SnapshotPair {
  const { collateral, debt, terms, correlated, traded } = input;
  const pair = { collateral, debt, terms, correlated, traded };
  if (correlated) {
    const moved = ratioWhatIf({
      priceCollToDebt: ratio,
      debtPrice: debt.price,
      shift: input.priceShift,
    });
    return { ...pair, collateral: { ...collateral, price: moved.collateralPrice } };
  }
  const factor = new MathDecimal(1).plus(input.priceShift);
  return traded === 'debt'
    ? { ...pair, debt: { ...debt, price: debt.price.times(factor) } }
    : { ...pair, collateral: { ...collateral, price: collateral.price.times(factor) } };
}
