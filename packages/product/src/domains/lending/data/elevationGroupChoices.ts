import type { LendingMarketState } from '@keel/chain-readers';
import {
  type ElevationGroupViolation,
  elevationGroupViolations,
  obligationStats,
  percentToFraction,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import { marketGroups, type ObligationView } from './obligationView';

/** One group a wallet's obligation could be in, with why it cannot when it cannot. */
export interface GroupChoice {
  id: number;
  maxLtv: Decimal;
  liquidationLtv: Decimal;
  current: boolean;
  /** Plain reasons the program would refuse the switch; empty when it is allowed. */
  reasons: string[];
  /** LTV and borrow limit once in the group (the dashboard's figures after the switch). */
  after: { loanToValue: Decimal; borrowLimit: Decimal };
}

function violationText(
  violation: ElevationGroupViolation,
  symbolOf: (r: string) => string,
): string {
  switch (violation.kind) {
    case 'reserve-not-in-group':
      return `${symbolOf(violation.reserve)} is not part of this group`;
    case 'too-many-borrows':
      return 'This group allows borrowing one asset only';
    case 'borrow-not-debt-reserve':
      return `${symbolOf(violation.reserve)} cannot be borrowed in this group`;
    case 'debt-reserve-as-collateral':
      return `${symbolOf(violation.reserve)} is this group's debt asset and cannot be collateral`;
    case 'too-many-collaterals':
      return `This group allows at most ${violation.max} collateral assets`;
    case 'new-loans-disabled':
      return 'This group does not accept new loans';
  }
}

/**
 * The market's groups for an obligation (E-mode): each with its LTVs, whether the obligation is
 * in it, the program's reasons to refuse entering it (core-math's rules, and borrows above the
 * group's borrow limit), and the LTV and borrow limit it would have there. Unused slots are left
 * out.
 */
export function elevationGroupChoices(
  obligation: ObligationView,
  market: LendingMarketState,
  symbolOf: (reserve: string) => string,
): GroupChoice[] {
  const current = obligation.input.elevationGroup?.id ?? 0;
  const members = (
    positions: readonly { reserve: string; elevationGroups?: readonly number[] }[],
  ) => positions.map((p) => ({ reserve: p.reserve, elevationGroups: p.elevationGroups ?? [] }));
  return marketGroups(market)
    .filter((group) => group.id !== 0 && group.ltvPct > 0)
    .map((group) => {
      const stats = obligationStats({ ...obligation.input, elevationGroup: group });
      const reasons = elevationGroupViolations({
        group,
        deposits: members(obligation.input.deposits),
        borrows: members(obligation.input.borrows),
        newLoan: true,
      }).map((violation) => violationText(violation, symbolOf));
      if (stats.userTotalBorrowBorrowFactorAdjusted.gt(stats.borrowLimit)) {
        reasons.push("Your borrows are above this group's borrow limit");
      }
      return {
        id: group.id,
        maxLtv: percentToFraction(group.ltvPct),
        liquidationLtv: percentToFraction(group.liquidationThresholdPct),
        current: group.id === current,
        reasons: group.id === current ? [] : reasons,
        after: { loanToValue: stats.loanToValue, borrowLimit: stats.borrowLimit },
      };
    });
}

/** The figures if the obligation left its group (group 0). */
export function withoutGroup(obligation: ObligationView) {
  const { elevationGroup: _left, ...rest } = obligation.input;
  const stats = obligationStats(rest);
  const blocked = stats.userTotalBorrowBorrowFactorAdjusted.gt(stats.borrowLimit);
  return {
    after: { loanToValue: stats.loanToValue, borrowLimit: stats.borrowLimit },
    reasons: blocked ? ['Your borrows would be above the borrow limit outside the group'] : [],
  };
}
