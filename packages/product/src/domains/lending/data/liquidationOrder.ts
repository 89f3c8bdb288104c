import type { ObligationView } from './obligationView';

/**
 * Obligations with debt, closest to liquidation first: by core-math's liquidation delta (the
 * share the collateral may still fall; 0 when liquidatable), then by higher LTV, then by address
 * so the order is stable between reads. Obligations without debt cannot be liquidated and are
 * left out.
 */
export function liquidationOrder(views: readonly ObligationView[]): ObligationView[] {
  return views
    .filter((view) => view.stats.hasDebt)
    .sort(
      (a, b) =>
        a.stats.liquidationDelta.comparedTo(b.stats.liquidationDelta) ||
        b.stats.loanToValue.comparedTo(a.stats.loanToValue) ||
        a.address.localeCompare(b.address),
    );
}
