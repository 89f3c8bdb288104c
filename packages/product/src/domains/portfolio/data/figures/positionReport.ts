import type { NetValue } from '../netValue';
import type { PositionGroup } from '../productGroups';

/** The Stats tab's rows: the product groups, the earn vaults, then the staked native token. */
export type ReportGroup = PositionGroup | 'Earn' | 'Staking';
export const REPORT_GROUPS: readonly ReportGroup[] = [
  'Liquidity',
  'Borrow/Lend',
  'Multiply',
  'Long/Short',
  'Earn',
  'Staking',
];

/**
 * What one position source tells the portfolio: its net value for the total, and its figures
 * for the Stats tab. Decimal strings, so that equal reports compare equal.
 */
export interface PositionReport {
  value: NetValue;
  group: ReportGroup;
  /** How many positions the source stands for (a group of liquidity positions reports once). */
  count: number;
  /** USD profit and loss: undefined while it loads, null when the source has none. */
  pnl?: string | null;
  /** APY as a fraction: undefined while it loads, null when undefined (no deposits). */
  apy?: string | null;
}

export function sameReport(a: PositionReport | undefined, b: PositionReport): boolean {
  return (
    a !== undefined &&
    a.value === b.value &&
    a.group === b.group &&
    a.count === b.count &&
    a.pnl === b.pnl &&
    a.apy === b.apy
  );
}
