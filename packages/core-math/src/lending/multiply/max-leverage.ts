import type Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../../decimal';
import { percentToFraction } from '../../units';
import { type ElevationGroup, elevationGroupViolations } from '../elevation-groups';
import { leverageFromLtv } from './leverage';

/** The collateral side of a pair: its address, own max LTV and the groups its config lists. */
export interface PairCollateral {
  address: string;
  loanToValuePct: NumericInput;
  elevationGroups: readonly number[];
  /** The reserve counts as collateral only inside an elevation group. */
  disableUsageAsCollOutsideEmode?: boolean;
}

/** The debt side of a pair: its address, borrow factor and the groups its config lists. */
export interface PairDebt {
  address: string;
  /** Percent; values below 100 count as 100. */
  borrowFactorPct: NumericInput;
  elevationGroups: readonly number[];
}

export interface PairLeverage {
  /** The LTV the pair may reach: the group's, or the collateral's over the debt's borrow factor. */
  effectiveLtv: Decimal;
  /** 1 / (1 − effectiveLtv); Infinity at an LTV of 1 or more. */
  maxLeverage: Decimal;
  /** The elevation group the maximum is reached in; 0 outside any group. */
  elevationGroup: number;
}

/**
 * Groups a new position of this pair may enter: both reserves list the group, the group's debt
 * reserve is the borrow reserve (the program allows borrowing nothing else there), the group
 * accepts new loans and has an LTV.
 */
function eligibleGroups(
  collateral: PairCollateral,
  debt: PairDebt,
  groups: readonly ElevationGroup[],
): ElevationGroup[] {
  return groups.filter(
    (group) =>
      group.ltvPct > 0 &&
      group.debtReserve === debt.address &&
      elevationGroupViolations({
        group,
        deposits: [{ reserve: collateral.address, elevationGroups: collateral.elevationGroups }],
        borrows: [{ reserve: debt.address, elevationGroups: debt.elevationGroups }],
        newLoan: true,
      }).length === 0,
  );
}

/**
 * The max leverage of a collateral/debt pair (MATH §3.3, §4): inside the best elevation group
 * both reserves share, the group's LTV with borrow factor 1; otherwise the collateral's max LTV
 * divided by the debt's borrow factor (0 when the collateral only counts inside a group).
 * Leverage = 1 / (1 − LTV).
 */
export function maxPairLeverage(params: {
  collateral: PairCollateral;
  debt: PairDebt;
  /** The market's elevation groups (unused slots may be included: they have no LTV). */
  elevationGroups: readonly ElevationGroup[];
}): PairLeverage {
  const { collateral, debt } = params;
  const best = eligibleGroups(collateral, debt, params.elevationGroups).reduce<
    ElevationGroup | undefined
  >((top, group) => (top === undefined || group.ltvPct > top.ltvPct ? group : top), undefined);
  if (best) {
    const effectiveLtv = percentToFraction(best.ltvPct);
    return { effectiveLtv, maxLeverage: leverageFromLtv(effectiveLtv), elevationGroup: best.id };
  }
  const borrowFactor = MathDecimal.max(1, percentToFraction(debt.borrowFactorPct));
  const effectiveLtv = collateral.disableUsageAsCollOutsideEmode
    ? new MathDecimal(0)
    : percentToFraction(toDecimal(collateral.loanToValuePct)).div(borrowFactor);
  return { effectiveLtv, maxLeverage: leverageFromLtv(effectiveLtv), elevationGroup: 0 };
}
