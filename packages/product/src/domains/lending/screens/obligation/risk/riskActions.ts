import type Decimal from 'decimal.js';
import type { ObligationView } from '../../../data/obligationView';
import type { ManageTarget } from '../useManageTarget';

function largest<T extends { value: Decimal }>(entries: readonly T[]): T | undefined {
  return entries.reduce<T | undefined>(
    (best, entry) => (best === undefined || entry.value.gt(best.value) ? entry : best),
    undefined,
  );
}

/**
 * The forms the banner's two buttons open: Repay of the largest debt, and Supply (add
 * collateral) of the largest deposit that counts as collateral (max LTV above zero).
 */
export function riskActionTargets(view: Pick<ObligationView, 'deposits' | 'borrows'>): {
  repay: ManageTarget | undefined;
  addCollateral: ManageTarget | undefined;
} {
  const debt = largest(view.borrows);
  const collateral = largest(view.deposits.filter((deposit) => deposit.maxLtv.gt(0)));
  return {
    repay: debt && { reserve: debt.reserve, symbol: debt.symbol, action: 'repay' },
    addCollateral: collateral && {
      reserve: collateral.reserve,
      symbol: collateral.symbol,
      action: 'supply',
    },
  };
}
