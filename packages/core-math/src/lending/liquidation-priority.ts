import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/*
 * Which debt and collateral a liquidation may take (klend 1.16): the debt of the highest borrow
 * factor and the collateral of the lowest liquidation LTV among the positions worth at least the
 * market's thresholds, as refresh_obligation records them (`highest_borrow_factor_pct`,
 * `lowest_reserve_deposit_liquidation_ltv`) and `liquidate_obligation` compares them.
 */

export interface PriorityDeposit {
  value: NumericInput;
  /** The liquidation LTV that applies (the group's inside an elevation group), percent. */
  liquidationThresholdPct: number;
}

export interface PriorityBorrow {
  value: NumericInput;
  /** The reserve's configured borrow factor, percent. */
  borrowFactorPct: NumericInput;
}

export interface LiquidationPriorityInput {
  deposits: readonly PriorityDeposit[];
  borrows: readonly PriorityBorrow[];
  /** Inside an elevation group every borrow factor counts as 100 %. */
  inElevationGroup: boolean;
  /** USD: smaller positions are left out of the comparisons (LendingMarket settings). */
  minValueSkipLiquidationLtvChecks: NumericInput;
  minValueSkipLiquidationBfChecks: NumericInput;
}

export interface LiquidationPriorityBounds {
  highestBorrowFactorPct: number;
  /** 255 (u8::MAX) when no deposit counts. */
  lowestReserveDepositLiquidationLtv: number;
}

const U8_MAX = 255;

/** The two bounds refresh_obligation records, from the positions at current values. */
export function liquidationPriorityBounds(
  input: LiquidationPriorityInput,
): LiquidationPriorityBounds {
  const bfFloor = toDecimal(input.minValueSkipLiquidationBfChecks);
  const ltvFloor = toDecimal(input.minValueSkipLiquidationLtvChecks);
  let highest = new MathDecimal(100);
  for (const borrow of input.borrows) {
    if (toDecimal(borrow.value).lt(bfFloor)) continue;
    const pct = input.inElevationGroup ? 100 : toDecimal(borrow.borrowFactorPct);
    highest = MathDecimal.max(highest, pct);
  }
  let lowest = U8_MAX;
  for (const deposit of input.deposits) {
    if (toDecimal(deposit.value).lt(ltvFloor) || deposit.liquidationThresholdPct === 0) continue;
    lowest = Math.min(lowest, deposit.liquidationThresholdPct);
  }
  return {
    highestBorrowFactorPct: highest.round().toNumber(),
    lowestReserveDepositLiquidationLtv: lowest,
  };
}
