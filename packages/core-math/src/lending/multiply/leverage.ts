import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';

const ONE = new MathDecimal(1);

/** Leverage of an LTV (no borrow factor): 1 / (1 − LTV); Infinity at LTV ≥ 1. */
export function leverageFromLtv(ltv: NumericInput): Decimal {
  const value = toDecimal(ltv);
  if (value.gte(1)) return new MathDecimal(Number.POSITIVE_INFINITY);
  return ONE.div(ONE.minus(value));
}

/** LTV of a leverage: 1 − 1 / L. */
export function ltvFromLeverage(leverage: NumericInput): Decimal {
  return ONE.minus(ONE.div(toDecimal(leverage)));
}

/** Collateral (collateral tokens) and debt (debt tokens) of a leveraged position. */
export interface LeveragedPosition {
  deposited: NumericInput;
  borrowed: NumericInput;
  /** Debt tokens per collateral token. */
  priceCollToDebt: NumericInput;
}

/** Net value in collateral tokens: deposited − borrowed / priceCollToDebt. */
export function netCollateral(position: LeveragedPosition): Decimal {
  return toDecimal(position.deposited).minus(
    toDecimal(position.borrowed).div(toDecimal(position.priceCollToDebt)),
  );
}

/** Leverage = collateral value / net value (Infinity when the net value is not positive). */
export function positionLeverage(position: LeveragedPosition): Decimal {
  const net = netCollateral(position);
  if (!net.gt(0)) return new MathDecimal(Number.POSITIVE_INFINITY);
  return toDecimal(position.deposited).div(net);
}

/** Which token an amount is given in. */
export type LeverageToken = 'collateral' | 'debt';

export interface PositionAfter {
  totalDeposited: Decimal;
  totalBorrowed: Decimal;
  /** Signed change of the collateral (collateral tokens). */
  collateralChange: Decimal;
  /** Signed change of the debt (debt tokens). */
  debtChange: Decimal;
}

function toCollateralTokens(amount: NumericInput, token: LeverageToken, priceCollToDebt: Decimal) {
  const value = toDecimal(amount);
  return token === 'collateral' ? value : value.div(priceCollToDebt);
}

/**
 * Deposit more at a target leverage (as the multiply form does): the new money d (in collateral
 * tokens) becomes d × L of collateral, funded by borrowing (d × L − d) × price × (1 + flash fee)
 * × (1 + slippage). The existing position is not re-levered.
 */
export function depositAtLeverage(params: {
  deposited: NumericInput;
  borrowed: NumericInput;
  depositAmount: NumericInput;
  depositToken: LeverageToken;
  targetLeverage: NumericInput;
  priceCollToDebt: NumericInput;
  flashLoanFee?: NumericInput;
  slippagePct?: NumericInput;
}): PositionAfter {
  const price = toDecimal(params.priceCollToDebt);
  const leverage = toDecimal(params.targetLeverage);
  const depositColl = toCollateralTokens(params.depositAmount, params.depositToken, price);
  const collateralChange = depositColl.times(leverage);
  const debtChange = collateralChange
    .minus(depositColl)
    .times(price)
    .times(ONE.plus(toDecimal(params.flashLoanFee ?? 0)))
    .times(ONE.plus(toDecimal(params.slippagePct ?? 0).div(100)));
  return {
    totalDeposited: toDecimal(params.deposited).plus(collateralChange),
    totalBorrowed: toDecimal(params.borrowed).plus(debtChange),
    collateralChange,
    debtChange,
  };
}

/**
 * Withdraw an amount while keeping the current leverage: the net value falls by the amount and
 * collateral and debt shrink in proportion.
 */
export function withdrawAtCurrentLeverage(params: {
  deposited: NumericInput;
  borrowed: NumericInput;
  withdrawAmount: NumericInput;
  withdrawToken: LeverageToken;
  priceCollToDebt: NumericInput;
}): PositionAfter {
  const price = toDecimal(params.priceCollToDebt);
  const deposited = toDecimal(params.deposited);
  const borrowed = toDecimal(params.borrowed);
  const leverage = positionLeverage(params);
  const net = netCollateral(params).minus(
    toCollateralTokens(params.withdrawAmount, params.withdrawToken, price),
  );
  const totalDeposited = net.times(leverage);
  const totalBorrowed = net.times(leverage.minus(1)).times(price);
  return {
    totalDeposited,
    totalBorrowed,
    collateralChange: totalDeposited.minus(deposited),
    debtChange: totalBorrowed.minus(borrowed),
  };
}

export type LeverageDirection = 'increase' | 'decrease' | 'unchanged';

/**
 * Move a position to a target leverage at constant net value: collateral = net × L,
 * debt = net × (L − 1) × price × (1 + flash fee). Positive changes are deposited/borrowed
 * (leverage up), negative ones withdrawn/repaid (leverage down).
 */
export function adjustLeverage(params: {
  deposited: NumericInput;
  borrowed: NumericInput;
  targetLeverage: NumericInput;
  priceCollToDebt: NumericInput;
  flashLoanFee?: NumericInput;
}): PositionAfter & { direction: LeverageDirection } {
  const price = toDecimal(params.priceCollToDebt);
  const leverage = toDecimal(params.targetLeverage);
  const net = netCollateral(params);
  const totalDeposited = net.times(leverage);
  const totalBorrowed = net
    .times(leverage.minus(1))
    .times(price)
    .times(ONE.plus(toDecimal(params.flashLoanFee ?? 0)));
  const collateralChange = totalDeposited.minus(toDecimal(params.deposited));
  const direction: LeverageDirection = collateralChange.isZero()
    ? 'unchanged'
    : collateralChange.gt(0)
      ? 'increase'
      : 'decrease';
  return {
    totalDeposited,
    totalBorrowed,
    collateralChange,
    debtChange: totalBorrowed.minus(toDecimal(params.borrowed)),
    direction,
  };
}
