import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import type { BalanceRow } from './walletBalances';

/**
 * The balances tab: one row per held token, largest value first; a token without a price says so
 * and sits at the bottom, and one the token list does not know is named by its shortened address
 * (the full address in its title).
 */
export function BalancesTab({
  rows,
  loading,
  error,
}: {
  rows: readonly BalanceRow[];
  loading: boolean;
  error: boolean;
}) {
  if (loading) return <Skeleton shape="block" height={120} />;
  if (error) return <p className="keel-side-panel__muted">Balances could not be loaded.</p>;
  if (rows.length === 0) return <p className="keel-side-panel__muted">No tokens in this wallet.</p>;
  return (
    <ul className="keel-side-panel__balances" aria-label="Wallet balances">
      {rows.map((row) => (
        <li key={row.mint} className="keel-side-panel__balance">
          {row.logoURI ? <img src={row.logoURI} alt="" width={24} height={24} /> : null}
          <span
            className="keel-side-panel__balance-symbol"
            title={row.listed ? undefined : row.mint}
          >
            {row.symbol}
          </span>
          <span className="keel-side-panel__balance-amount">
            {row.amount === null ? '…' : formatTokenAmount(row.amount)}
          </span>
          <span className="keel-side-panel__balance-value">
            {row.value ? (
              formatUsd(row.value)
            ) : (
              <span className="keel-side-panel__muted">No price</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
