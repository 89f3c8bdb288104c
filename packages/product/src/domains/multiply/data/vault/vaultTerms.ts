import type { LendingMarketState } from '@keel/chain-readers';
import { elevationGroupById, MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { marketGroups } from '../../../lending/data/obligationView';
import type { ReserveView } from '../../../lending/data/reserveView';

/** The LTVs and borrow factor a new position of the pair is held to. */
export interface VaultTerms {
  /** The elevation group the max leverage is reached in (0: none). */
  elevationGroup: number;
  /** Fractions. */
  maxLtv: Decimal;
  liquidationLtv: Decimal;
  /** Percent (100 inside a group: borrows there carry no borrow factor). */
  debtBorrowFactorPct: Decimal;
}

/**
 * Inside the pair's elevation group a position uses the group's LTV and liquidation threshold
 * with borrow factor 1 (MATH §4); outside, the collateral's own and the debt's borrow factor.
 */
export function vaultTerms(
  state: LendingMarketState,
  collateral: ReserveView,
  debt: ReserveView,
  elevationGroup: number,
): VaultTerms {
  const group =
    elevationGroup > 0 ? elevationGroupById(marketGroups(state), elevationGroup) : undefined;
  if (group) {
    return {
      elevationGroup,
      maxLtv: new MathDecimal(group.ltvPct).div(100),
      liquidationLtv: new MathDecimal(group.liquidationThresholdPct).div(100),
      debtBorrowFactorPct: new MathDecimal(100),
    };
  }
  return {
    elevationGroup: 0,
    maxLtv: collateral.maxLtv,
    liquidationLtv: collateral.liquidationLtv,
    debtBorrowFactorPct: debt.borrowFactor.times(100),
  };
}
