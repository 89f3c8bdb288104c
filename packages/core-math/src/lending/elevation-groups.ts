/** One entry of `LendingMarket.elevationGroups` (percent and bps as stored). */
export interface ElevationGroup {
  id: number;
  ltvPct: number;
  liquidationThresholdPct: number;
  maxLiquidationBonusBps?: number;
  allowNewLoans?: boolean;
  maxReservesAsCollateral?: number;
  /** Address of the only reserve that may be borrowed in the group. */
  debtReserve?: string;
}

/** Group id 0 means "no group". */
export const NO_ELEVATION_GROUP = 0;

/**
 * The group with `id` (stored at index id − 1); undefined for 0 or an unused slot.
 */
export function elevationGroupById(
  groups: readonly ElevationGroup[],
  id: number,
): ElevationGroup | undefined {
  if (id === NO_ELEVATION_GROUP) return undefined;
  const atIndex = groups[id - 1];
  if (atIndex?.id === id) return atIndex;
  return groups.find((group) => group.id === id);
}

/** True when a reserve's `config.elevationGroups` lists the group (0 is never a membership). */
export function reserveInElevationGroup(
  reserveGroups: readonly number[],
  groupId: number,
): boolean {
  return groupId !== NO_ELEVATION_GROUP && reserveGroups.includes(groupId);
}

/**
 * Groups every given reserve belongs to (deposits and borrows alike): the groups an obligation
 * touching these reserves may enter. Sorted ascending.
 */
export function commonElevationGroups(reserveGroupLists: readonly (readonly number[])[]): number[] {
  const [first, ...rest] = reserveGroupLists;
  if (first === undefined) return [];
  const common = new Set(first.filter((id) => id !== NO_ELEVATION_GROUP));
  for (const groups of rest) {
    for (const id of [...common]) if (!groups.includes(id)) common.delete(id);
  }
  return [...common].sort((a, b) => a - b);
}

/** A reserve an obligation uses, with the groups its config lists. */
export interface GroupMember {
  reserve: string;
  elevationGroups: readonly number[];
}

export type ElevationGroupViolation =
  | { kind: 'reserve-not-in-group'; reserve: string }
  | { kind: 'too-many-borrows'; count: number }
  | { kind: 'borrow-not-debt-reserve'; reserve: string }
  | { kind: 'debt-reserve-as-collateral'; reserve: string }
  | { kind: 'too-many-collaterals'; count: number; max: number }
  | { kind: 'new-loans-disabled' };

/**
 * Why an obligation with these deposits and borrows cannot be (or stay) in `group`, following the
 * program's rules: every reserve lists the group; at most one borrow and it is the group's debt
 * reserve; the debt reserve is not a collateral; no more collaterals than allowed; new loans
 * allowed. Empty when the obligation fits.
 */
export function elevationGroupViolations(params: {
  group: ElevationGroup;
  deposits: readonly GroupMember[];
  borrows: readonly GroupMember[];
  /** Whether the check is for a new loan or entering the group (allowNewLoans applies). */
  newLoan?: boolean;
}): ElevationGroupViolation[] {
  const { group, deposits, borrows } = params;
  const violations: ElevationGroupViolation[] = [];
  for (const member of [...deposits, ...borrows]) {
    if (!reserveInElevationGroup(member.elevationGroups, group.id)) {
      violations.push({ kind: 'reserve-not-in-group', reserve: member.reserve });
    }
  }
  if (borrows.length > 1) violations.push({ kind: 'too-many-borrows', count: borrows.length });
  if (group.debtReserve !== undefined) {
    for (const borrow of borrows) {
      if (borrow.reserve !== group.debtReserve) {
        violations.push({ kind: 'borrow-not-debt-reserve', reserve: borrow.reserve });
      }
    }
    if (deposits.some((deposit) => deposit.reserve === group.debtReserve)) {
      violations.push({ kind: 'debt-reserve-as-collateral', reserve: group.debtReserve });
    }
  }
  if (
    group.maxReservesAsCollateral !== undefined &&
    deposits.length > group.maxReservesAsCollateral
  ) {
    violations.push({
      kind: 'too-many-collaterals',
      count: deposits.length,
      max: group.maxReservesAsCollateral,
    });
  }
  if (params.newLoan && group.allowNewLoans === false)
    violations.push({ kind: 'new-loans-disabled' });
  return violations;
}
