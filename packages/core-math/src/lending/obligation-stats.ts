import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';
import { percentToFraction } from '../units';
import {
  type ElevationGroup,
  NO_ELEVATION_GROUP,
  reserveInElevationGroup,
} from './elevation-groups';

/** A deposit of an obligation, valued in whole tokens and USD per whole token. */
export interface ObligationDepositInput {
  /** Reserve address (identifies the asset for liquidation prices). */
  reserve: string;
  /** Liquidity amount in whole tokens (cTokens already converted). */
  amount: NumericInput;
  price: NumericInput;
  /** The reserve's own max LTV and liquidation threshold, in percent. */
  loanToValuePct: NumericInput;
  liquidationThresholdPct: NumericInput;
  /** Groups the reserve's config lists. */
  elevationGroups?: readonly number[];
}

/** A borrow of an obligation, valued in whole tokens (interest accrued) and USD per token. */
export interface ObligationBorrowInput {
  reserve: string;
  amount: NumericInput;
  price: NumericInput;
  /** Borrow factor in percent (100 = 1.0). */
  borrowFactorPct: NumericInput;
  elevationGroups?: readonly number[];
}

export interface ObligationInput {
  deposits: readonly ObligationDepositInput[];
  borrows: readonly ObligationBorrowInput[];
  /** The obligation's elevation group, if any (id 0 or undefined: none). */
  elevationGroup?: ElevationGroup;
}

export interface ValuedDeposit {
  reserve: string;
  amount: Decimal;
  price: Decimal;
  value: Decimal;
  /** Effective max LTV and liquidation LTV as fractions (the group's when it applies). */
  maxLtv: Decimal;
  liquidationLtv: Decimal;
}

export interface ValuedBorrow {
  reserve: string;
  amount: Decimal;
  price: Decimal;
  value: Decimal;
  /** Effective borrow factor (1 inside a group the reserve belongs to; never below 1). */
  borrowFactor: Decimal;
}

const ONE = new MathDecimal(1);
const ZERO = new MathDecimal(0);
const INFINITY = new MathDecimal(Number.POSITIVE_INFINITY);

function groupApplies(group: ElevationGroup | undefined, reserveGroups?: readonly number[]) {
  return (
    group !== undefined &&
    group.id !== NO_ELEVATION_GROUP &&
    reserveInElevationGroup(reserveGroups ?? [], group.id)
  );
}

/**
 * Values a deposit and picks its risk parameters: the group's ltvPct / liquidationThresholdPct
 * when the obligation is in a group the reserve lists, else the reserve's own.
 */
export function valueDeposit(
  deposit: ObligationDepositInput,
  group?: ElevationGroup,
): ValuedDeposit {
  const amount = toDecimal(deposit.amount);
  const price = toDecimal(deposit.price);
  const inGroup = groupApplies(group, deposit.elevationGroups);
  return {
    reserve: deposit.reserve,
    amount,
    price,
    value: amount.times(price),
    maxLtv: percentToFraction(inGroup && group ? group.ltvPct : deposit.loanToValuePct),
    liquidationLtv: percentToFraction(
      inGroup && group ? group.liquidationThresholdPct : deposit.liquidationThresholdPct,
    ),
  };
}

/**
 * Values a borrow and picks its borrow factor: 1 inside a group the reserve lists, else
 * max(1, borrowFactorPct / 100) (the program treats values below 100 % as 100 %).
 */
export function valueBorrow(borrow: ObligationBorrowInput, group?: ElevationGroup): ValuedBorrow {
  const amount = toDecimal(borrow.amount);
  const price = toDecimal(borrow.price);
  const borrowFactor = groupApplies(group, borrow.elevationGroups)
    ? ONE
    : MathDecimal.max(ONE, percentToFraction(borrow.borrowFactorPct));
  return { reserve: borrow.reserve, amount, price, value: amount.times(price), borrowFactor };
}

export interface ObligationStats {
  deposits: ValuedDeposit[];
  borrows: ValuedBorrow[];
  /** Σ deposit values (USD). */
  userTotalDeposit: Decimal;
  /** Σ values of deposits with max LTV > 0 (usable as collateral). */
  userTotalCollateralDeposit: Decimal;
  /** Σ values of deposits with liquidation LTV > 0. */
  userTotalLiquidatableDeposit: Decimal;
  /** Σ borrow values, without borrow factors. */
  userTotalBorrow: Decimal;
  /** Σ borrow value × borrow factor. */
  userTotalBorrowBorrowFactorAdjusted: Decimal;
  /** Σ deposit value × max LTV. */
  borrowLimit: Decimal;
  /** Σ deposit value × liquidation LTV ("unhealthy borrow value"). */
  borrowLiquidationLimit: Decimal;
  /** Deposits − borrows (no borrow factor). */
  netAccountValue: Decimal;
  /** Deposits / net value: 1 without debt, 0 without deposits, Infinity when under water. */
  leverage: Decimal;
  /**
   * LTV as the refreshed stats show it: bf-adjusted debt / **collateral-eligible** deposits
   * (userTotalCollateralDeposit). 0 without debt; Infinity with debt and no collateral.
   */
  loanToValue: Decimal;
  /**
   * LTV as the program (and the SDK's `loanToValue()` method) defines it: bf-adjusted debt /
   * **all** deposits (userTotalDeposit). The program liquidates when it reaches
   * programLiquidationLtv.
   */
  programLoanToValue: Decimal;
  /** Liquidation LTV as the stats show it: borrowLiquidationLimit / liquidatable deposits (0 if none). */
  liquidationLtv: Decimal;
  /** Liquidation LTV over all deposits (the program's unhealthy LTV). */
  programLiquidationLtv: Decimal;
  /** Weighted max LTV of the collateral: borrowLimit / userTotalCollateralDeposit (0 if none). */
  maxLtv: Decimal;
  /** bf-adjusted debt / borrowLimit. */
  borrowUtilization: Decimal;
  /** Debt over all deposits without borrow factors: userTotalBorrow / userTotalDeposit. */
  totalUserLtv: Decimal;
  /** LTV points left before liquidation: liquidationLtv − loanToValue. */
  killBuffer: Decimal;
  /**
   * Share by which the collateral's value may fall (all collateral together, debt unchanged)
   * before liquidation: 1 − bfAdjustedDebt / borrowLiquidationLimit; 0 when already liquidatable.
   */
  liquidationDelta: Decimal;
  hasDebt: boolean;
  /** bf-adjusted debt ≥ borrowLiquidationLimit while there is debt. */
  isLiquidatable: boolean;
}

function ratio(numerator: Decimal, denominator: Decimal): Decimal {
  if (numerator.isZero()) return ZERO;
  if (denominator.isZero()) return numerator.isNegative() ? INFINITY.negated() : INFINITY;
  return numerator.div(denominator);
}

/**
 * Everything the product shows about an obligation, from valued positions (the SDK's
 * calculatePositions). Both LTV definitions are returned: `loanToValue` (over collateral-eligible
 * deposits) and `programLoanToValue` (over all deposits).
 */
export function obligationStats(input: ObligationInput): ObligationStats {
  const group = input.elevationGroup;
  const deposits = input.deposits.map((deposit) => valueDeposit(deposit, group));
  const borrows = input.borrows.map((borrow) => valueBorrow(borrow, group));

  let userTotalDeposit = ZERO;
  let userTotalCollateralDeposit = ZERO;
  let userTotalLiquidatableDeposit = ZERO;
  let borrowLimit = ZERO;
  let borrowLiquidationLimit = ZERO;
  for (const deposit of deposits) {
    userTotalDeposit = userTotalDeposit.plus(deposit.value);
    if (deposit.maxLtv.gt(0))
      userTotalCollateralDeposit = userTotalCollateralDeposit.plus(deposit.value);
    if (deposit.liquidationLtv.gt(0)) {
      userTotalLiquidatableDeposit = userTotalLiquidatableDeposit.plus(deposit.value);
    }
    borrowLimit = borrowLimit.plus(deposit.value.times(deposit.maxLtv));
    borrowLiquidationLimit = borrowLiquidationLimit.plus(
      deposit.value.times(deposit.liquidationLtv),
    );
  }
  let userTotalBorrow = ZERO;
  let adjustedDebt = ZERO;
  for (const borrow of borrows) {
    userTotalBorrow = userTotalBorrow.plus(borrow.value);
    adjustedDebt = adjustedDebt.plus(borrow.value.times(borrow.borrowFactor));
  }

  const netAccountValue = userTotalDeposit.minus(userTotalBorrow);
  const hasDebt = userTotalBorrow.gt(0);
  const leverage = userTotalDeposit.isZero()
    ? ZERO
    : netAccountValue.lte(0)
      ? INFINITY
      : userTotalDeposit.div(netAccountValue);
  const loanToValue = ratio(adjustedDebt, userTotalCollateralDeposit);
  const liquidationLtv = userTotalLiquidatableDeposit.isZero()
    ? ZERO
    : borrowLiquidationLimit.div(userTotalLiquidatableDeposit);
  const isLiquidatable = hasDebt && adjustedDebt.gte(borrowLiquidationLimit);

  return {
    deposits,
    borrows,
    userTotalDeposit,
    userTotalCollateralDeposit,
    userTotalLiquidatableDeposit,
    userTotalBorrow,
    userTotalBorrowBorrowFactorAdjusted: adjustedDebt,
    borrowLimit,
    borrowLiquidationLimit,
    netAccountValue,
    leverage,
    loanToValue,
    programLoanToValue: ratio(adjustedDebt, userTotalDeposit),
    liquidationLtv,
    programLiquidationLtv: userTotalDeposit.isZero()
      ? ZERO
      : borrowLiquidationLimit.div(userTotalDeposit),
    maxLtv: userTotalCollateralDeposit.isZero()
      ? ZERO
      : borrowLimit.div(userTotalCollateralDeposit),
    borrowUtilization: ratio(adjustedDebt, borrowLimit),
    totalUserLtv: ratio(userTotalBorrow, userTotalDeposit),
    killBuffer: liquidationLtv.minus(loanToValue),
    liquidationDelta: isLiquidatable
      ? ZERO
      : borrowLiquidationLimit.isZero()
        ? ZERO
        : ONE.minus(adjustedDebt.div(borrowLiquidationLimit)),
    hasDebt,
    isLiquidatable,
  };
}
