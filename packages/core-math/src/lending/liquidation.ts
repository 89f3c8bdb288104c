import type Decimal from 'decimal.js';
import { type NumericInput, toDecimal } from '../decimal';
import {
  type LiquidationBonusConfig,
  type LiquidationLtvs,
  type LiquidationObligationValues,
  liquidationLtvs,
  type ProgramLtvs,
  programLiquidationBonus,
  programLtvs,
} from './liquidation-bonus';
import { protocolLiquidationFee, type RedeemReserve, redeemCollateral } from './liquidation-redeem';
import {
  ceilInt,
  div,
  floorInt,
  fraction,
  fromPercent,
  minOf,
  mul,
  ONE,
  type ProgramFraction,
  toMath,
} from './program-fraction';

/*
 * klend 1.16's liquidation of an obligation past its liquidation LTV, for a repay amount
 * (`liquidate_obligation` → `calculate_liquidation` → `post_liquidate_redeem`): the debt settled,
 * the collateral taken at the bonus, what it redeems and the protocol's fee, in the program's
 * U68F60 steps so the lamport amounts are the program's. Liquidations for other reasons
 * (auto-deleveraging, debt maturity or term, obligation orders) are not modelled.
 */

/** The lending market's liquidation settings. */
export interface LiquidationMarketConfig {
  liquidationMaxDebtCloseFactorPct: number;
  insolvencyRiskUnhealthyLtvPct: number;
  /** USD, whole dollars. */
  maxLiquidatableDebtMarketValueAtOnce: NumericInput;
  /** USD: a debt worth less is liquidated in full or not at all. */
  minFullLiquidationValueThreshold: NumericInput;
  priceTriggeredLiquidationDisabled?: boolean;
}

export interface LiquidationDebt {
  /** Base units owed, fractional (interest included). */
  borrowedAmount: NumericInput;
  marketValue: NumericInput;
  reserve: LiquidationBonusConfig & { borrowFactorPct: NumericInput };
}

export interface LiquidationCollateral {
  /** cTokens deposited. */
  depositedAmount: NumericInput;
  marketValue: NumericInput;
  /** The liquidation LTV that applies (the group's inside an elevation group), percent. */
  liquidationThresholdPct: number;
  reserve: LiquidationBonusConfig & RedeemReserve & { protocolLiquidationFeePct: number };
}

export interface LiquidationInput {
  market: LiquidationMarketConfig;
  obligation: LiquidationObligationValues & {
    /** As refresh_obligation stores them (see liquidationPriorityBounds). */
    highestBorrowFactorPct: NumericInput;
    lowestReserveDepositLiquidationLtv: NumericInput;
  };
  debt: LiquidationDebt;
  collateral: LiquidationCollateral;
  /** elevationGroupMaxLiquidationBonusBps (default u16::MAX: no group cap). */
  emodeMaxBonusBps?: number;
  /** The debt and the collateral are the same reserve (the repayment changes its rate). */
  sameReserve?: boolean;
  /** Base units of the debt token offered (`liquidity_amount`; u64::MAX: as much as allowed). */
  repayAmount: bigint;
}

export interface LiquidationOutcome {
  ltvs: LiquidationLtvs;
  /** Bonus on the repaid value (0.05 = 5 %). */
  bonusRate: Decimal;
  /** The bad-debt bonus applied (no-borrow-factor LTV ≥ 99 %). */
  badDebt: boolean;
  /** Debt this call may settle at most, base units (fractional). */
  maxLiquidatable: Decimal;
  /** The debt is below the market's full-liquidation threshold: all or nothing. */
  fullLiquidationOnly: boolean;
  /** Debt removed from the obligation, base units (fractional). */
  settleAmount: Decimal;
  /** What the liquidator pays: the settled debt rounded up. */
  repayAmount: bigint;
  /** cTokens taken out of the obligation. */
  withdrawCTokens: bigint;
  /** The value asked (repaid value × (1 + bonus)) was above the deposit: all of it is taken. */
  collateralExhausted: boolean;
  /** Of the cTokens, those redeemed (the rest stay with the liquidator as cTokens). */
  redeemedCTokens: bigint;
  redeemedLiquidity: bigint;
  protocolFee: bigint;
  /** Collateral tokens the liquidator keeps: redeemed liquidity − the protocol's fee. */
  receivedLiquidity: bigint;
}

export type LiquidationRefusal =
  | 'CollateralNonLiquidatable'
  | 'InvalidAmount'
  | 'ObligationDepositsZero'
  | 'ObligationBorrowsZero'
  | 'ObligationLiquidityEmpty'
  | 'ObligationCollateralEmpty'
  | 'ObligationHealthy'
  | 'LiquidationBorrowFactorPriority'
  | 'LiquidationLowestLiquidationLtvPriority'
  | 'RepayTooSmallForFullLiquidation'
  | 'LiquidationTooSmall';

export type LiquidationResult =
  | ({ ok: true } & LiquidationOutcome)
  | { ok: false; refusal: LiquidationRefusal };

type DebtLimitInput = Pick<LiquidationInput, 'market' | 'obligation' | 'debt'>;

/** `max_liquidatable_borrowed_amount` (LTV exceeded): the close factor, all near insolvency. */
function closeFactorLimit(input: DebtLimitInput, ltvs: ProgramLtvs): ProgramFraction {
  const { market, obligation, debt } = input;
  const debtValue = fraction(debt.marketValue);
  const closeFactor = ltvs.ltv.gt(fromPercent(market.insolvencyRiskUnhealthyLtvPct))
    ? ONE
    : fromPercent(market.liquidationMaxDebtCloseFactorPct);
  const maxValue = minOf(
    mul(fraction(obligation.borrowedAssetsMarketValue), closeFactor),
    debtValue,
    fraction(market.maxLiquidatableDebtMarketValueAtOnce),
  );
  return mul(fraction(debt.borrowedAmount), div(maxValue, debtValue));
}

/**
 * The most debt one liquidation may settle, base units: the close factor's share of the
 * obligation's debt value (100 % once the LTV is above the market's insolvency-risk LTV), within
 * this borrow and the market's per-call cap; all of it when the borrow is worth less than the
 * full-liquidation threshold (then nothing less is accepted). Repaying more is capped to this.
 */
export function maxLiquidatableDebt(input: DebtLimitInput): {
  amount: Decimal;
  fullLiquidationOnly: boolean;
} {
  const borrowed = fraction(input.debt.borrowedAmount);
  const fullOnly = fraction(input.debt.marketValue).lt(
    fraction(input.market.minFullLiquidationValueThreshold),
  );
  if (fullOnly) return { amount: toMath(borrowed), fullLiquidationOnly: true };
  const limit = closeFactorLimit(input, programLtvs(input.obligation));
  return { amount: toMath(minOf(limit, borrowed)), fullLiquidationOnly: false };
}

/** The refusals the program raises before computing any amount, in its order. */
function firstRefusal(input: LiquidationInput, ltvs: ProgramLtvs): LiquidationRefusal | null {
  const { obligation, debt, collateral } = input;
  if (collateral.liquidationThresholdPct === 0) return 'CollateralNonLiquidatable';
  if (input.repayAmount <= 0n) return 'InvalidAmount';
  if (toDecimal(obligation.borrowFactorAdjustedDebtValue).isZero()) return 'ObligationBorrowsZero';
  if (fraction(debt.marketValue).isZero()) return 'ObligationLiquidityEmpty';
  if (fraction(collateral.marketValue).isZero()) return 'ObligationCollateralEmpty';
  if (ltvs.ltv.lt(ltvs.unhealthy) || input.market.priceTriggeredLiquidationDisabled) {
    return 'ObligationHealthy';
  }
  if (toDecimal(debt.reserve.borrowFactorPct).lt(toDecimal(obligation.highestBorrowFactorPct))) {
    return 'LiquidationBorrowFactorPriority';
  }
  if (
    toDecimal(collateral.liquidationThresholdPct).gt(obligation.lowestReserveDepositLiquidationLtv)
  ) {
    return 'LiquidationLowestLiquidationLtvPriority';
  }
  return null;
}

/** `calculate_liquidation_amounts`: the collateral at the bonus, or all of it when short. */
function liquidationAmounts(
  input: LiquidationInput,
  total: ProgramFraction,
  debtAmount: ProgramFraction,
  fullOnly: boolean,
) {
  const collateralValue = fraction(input.collateral.marketValue);
  const deposited = BigInt(toDecimal(input.collateral.depositedAmount).toFixed(0));
  if (total.gt(collateralValue)) {
    const settle = fullOnly ? debtAmount : mul(debtAmount, div(collateralValue, total));
    return { settle, withdraw: deposited, exhausted: true };
  }
  if (total.eq(collateralValue))
    return { settle: debtAmount, withdraw: deposited, exhausted: true };
  const withdrawF = mul(fraction(deposited), div(total, collateralValue));
  // DUST_LAMPORT_THRESHOLD: a small debt liquidated in full takes at least one cToken.
  const withdraw = fullOnly && withdrawF.lt(ONE) ? 1n : floorInt(withdrawF);
  return { settle: debtAmount, withdraw, exhausted: false };
}

/** The redemption after the liquidation: one reserve for both sees the repayment first. */
function redeemReserve(
  input: LiquidationInput,
  repay: bigint,
  settle: ProgramFraction,
): RedeemReserve {
  const reserve = input.collateral.reserve;
  if (!input.sameReserve) return reserve;
  const paidIn = fraction(repay);
  return {
    totalSupply: fraction(reserve.totalSupply).plus(paidIn).minus(settle),
    cTokenSupply: reserve.cTokenSupply,
    ...(reserve.availableLiquidity === undefined
      ? {}
      : { availableLiquidity: fraction(reserve.availableLiquidity).plus(paidIn) }),
  };
}

/**
 * What a liquidation of `repayAmount` does, as the program computes it from the refreshed
 * obligation (its stored values, or the same figures at current prices for a preview), or the
 * program's reason to refuse it.
 */
export function liquidation(input: LiquidationInput): LiquidationResult {
  if (toDecimal(input.obligation.depositedValue).isZero()) {
    return { ok: false, refusal: 'ObligationDepositsZero' };
  }
  const ltvs = programLtvs(input.obligation);
  const refusal = firstRefusal(input, ltvs);
  if (refusal !== null) return { ok: false, refusal };
  const { debt, collateral } = input;
  const { bonus, badDebt } = programLiquidationBonus({
    ltvs,
    collateral: collateral.reserve,
    debt: debt.reserve,
    emodeMaxBonusBps: input.emodeMaxBonusBps ?? 0xffff,
  });
  const borrowed = fraction(debt.borrowedAmount);
  const requested = minOf(fraction(input.repayAmount), borrowed);
  const max = maxLiquidatableDebt(input);
  if (max.fullLiquidationOnly && requested.lt(borrowed)) {
    return { ok: false, refusal: 'RepayTooSmallForFullLiquidation' };
  }
  const debtAmount = max.fullLiquidationOnly ? borrowed : minOf(fraction(max.amount), requested);
  const total = mul(mul(fraction(debt.marketValue), div(debtAmount, borrowed)), bonus.plus(ONE));
  const amounts = liquidationAmounts(input, total, debtAmount, max.fullLiquidationOnly);
  const repayAmount = ceilInt(amounts.settle);
  if (repayAmount === 0n || amounts.withdraw === 0n) {
    return { ok: false, refusal: 'LiquidationTooSmall' };
  }
  const redeemed = redeemCollateral(
    redeemReserve(input, repayAmount, amounts.settle),
    amounts.withdraw,
  );
  const protocolFee =
    redeemed.cTokens === 0n
      ? 0n
      : protocolLiquidationFee(
          redeemed.liquidity,
          bonus,
          collateral.reserve.protocolLiquidationFeePct,
        );
  // The program subtracts the fee from the liquidity and panics below zero (a dust redemption).
  if (protocolFee > redeemed.liquidity) return { ok: false, refusal: 'LiquidationTooSmall' };
  return {
    ok: true,
    ltvs: liquidationLtvs(input.obligation),
    bonusRate: toMath(bonus),
    badDebt,
    maxLiquidatable: max.amount,
    fullLiquidationOnly: max.fullLiquidationOnly,
    settleAmount: toMath(amounts.settle),
    repayAmount,
    withdrawCTokens: amounts.withdraw,
    collateralExhausted: amounts.exhausted,
    redeemedCTokens: redeemed.cTokens,
    redeemedLiquidity: redeemed.liquidity,
    protocolFee,
    receivedLiquidity: redeemed.liquidity - protocolFee,
  };
}
