import {
  amountToLamports,
  applyObligationChange,
  cTokensToLiquidity,
  type LiquidationRefusal,
  type LiquidationResult,
  lamportsToAmount,
  liquidation,
  MathDecimal,
  maxLiquidatableDebt,
  obligationStats,
  type RiskColour,
  reserveTotalSupply,
  riskColour,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { LiquidationData } from './liquidationContext';
import { type LiquidationPair, liquidationInputOf, reserveIn } from './liquidationInput';
import { borrowInputOf, depositInputOf } from './obligationView';

export interface TokenFigure {
  /** Whole tokens. */
  amount: Decimal;
  /** USD at the reserve's price. */
  value: Decimal;
}

export interface LiquidationPreview {
  result: LiquidationResult;
  /** The most one liquidation may repay of this debt now, whole tokens (rounded up to a unit). */
  maxRepay: Decimal;
  /** The debt is below the market's full-liquidation threshold: all of it or nothing. */
  fullLiquidationOnly: boolean;
  /** What the liquidator pays, receives (after the protocol's fee) and the fee; when it goes. */
  repay: TokenFigure | undefined;
  received: TokenFigure | undefined;
  protocolFee: TokenFigure | undefined;
  ltvBefore: Decimal;
  ltvAfter: Decimal;
  riskAfter: RiskColour;
}

/** Why the program would refuse it, in the form's words. */
export const LIQUIDATION_REFUSALS: Readonly<Record<LiquidationRefusal, string>> = {
  CollateralNonLiquidatable: 'This collateral cannot be liquidated',
  InvalidAmount: 'Enter an amount',
  ObligationDepositsZero: 'The obligation has no deposits',
  ObligationBorrowsZero: 'The obligation has no debt',
  ObligationLiquidityEmpty: 'This debt has no value to liquidate',
  ObligationCollateralEmpty: 'This collateral has no value to receive',
  ObligationHealthy: 'This obligation is healthy and cannot be liquidated',
  LiquidationBorrowFactorPriority: 'Repay the debt with the highest borrow factor first',
  LiquidationLowestLiquidationLtvPriority:
    'Receive the collateral with the lowest liquidation LTV first',
  RepayTooSmallForFullLiquidation: 'This small debt must be repaid in full',
  LiquidationTooSmall: 'Amount too small to liquidate',
};

const figure = (lamports: bigint | Decimal, decimals: number, price: Decimal): TokenFigure => {
  const amount = lamportsToAmount(lamports, decimals);
  return { amount, value: amount.times(price) };
};

/**
 * What liquidating `amount` whole tokens of the debt does, from core-math's model of the
 * program at current values: the repayment, the collateral received with the bonus, the fee, and
 * the obligation's LTV before and after (the debt settled, the collateral taken).
 */
export function liquidationPreview(
  data: LiquidationData,
  pair: LiquidationPair,
  amount: Decimal,
): LiquidationPreview {
  const debt = reserveIn(data.market, pair.debt);
  const collateral = reserveIn(data.market, pair.collateral);
  const debtView = data.views.find((v) => v.address === pair.debt);
  const collateralView = data.views.find((v) => v.address === pair.collateral);
  if (!debtView || !collateralView) throw new Error('The reserves are not valued yet');
  const input = liquidationInputOf(data, pair, amountToLamports(amount, debtView.decimals));
  const limit = maxLiquidatableDebt(input);
  const result = liquidation(input);
  const before = data.obligation.stats;
  const base = {
    result,
    maxRepay: lamportsToAmount(limit.amount.ceil(), debtView.decimals),
    fullLiquidationOnly: limit.fullLiquidationOnly,
    ltvBefore: before.loanToValue,
  };
  if (!result.ok) {
    return {
      ...base,
      repay: undefined,
      received: undefined,
      protocolFee: undefined,
      ltvAfter: before.loanToValue,
      riskAfter: data.obligation.risk,
    };
  }
  const settled = lamportsToAmount(result.settleAmount, debtView.decimals);
  const taken = lamportsToAmount(
    cTokensToLiquidity(
      result.withdrawCTokens,
      reserveTotalSupply(collateral.liquidity),
      collateral.collateral.mintTotalSupply,
    ),
    collateralView.decimals,
  );
  const repaid = applyObligationChange(data.obligation.input, {
    kind: 'repay',
    position: borrowInputOf(debt, debtView, settled),
  });
  const after = obligationStats(
    applyObligationChange(repaid, {
      kind: 'withdraw',
      position: depositInputOf(collateral, collateralView, taken),
    }),
  );
  return {
    ...base,
    repay: figure(result.repayAmount, debtView.decimals, debtView.price),
    received: figure(result.receivedLiquidity, collateralView.decimals, collateralView.price),
    protocolFee: figure(result.protocolFee, collateralView.decimals, collateralView.price),
    ltvAfter: after.loanToValue,
    riskAfter: riskColour(after.loanToValue, {
      maxLtv: after.maxLtv,
      liquidationLtv: after.liquidationLtv,
    }),
  };
}

/** The preview of nothing typed: the figures as they are. */
export const NO_REPAY = new MathDecimal(0);
