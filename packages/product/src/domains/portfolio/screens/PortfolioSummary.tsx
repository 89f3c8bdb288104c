import { type Decimal, formatPortfolioTotal } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { useState } from 'react';
import { useWalletBalances } from '../../../sidePanel/balances/useWalletBalances';
import { totalBalanceValue } from '../../../sidePanel/balances/walletBalances';
import { type SummaryKind, SummaryToggle } from './SummaryToggle';

function BalanceTotal({ owner }: { owner: string }) {
  const balances = useWalletBalances(owner);
  if (balances.totalPending && !balances.error) return <Skeleton shape="text" width={120} />;
  return <>{balances.error ? '–' : formatPortfolioTotal(totalBalanceValue(balances.rows))}</>;
}

/**
 * The portfolio's headline figure with D§2's toggle: the positions' net value ('< $0.01' below a
 * cent, '–' when a source failed) or the wallet's balance.
 */
export function PortfolioSummary({
  owner,
  total,
  failed,
}: {
  owner: string;
  /** The positions' net value: undefined while loading, null when a source failed. */
  total: Decimal | null | undefined;
  failed: boolean;
}) {
  const [kind, setKind] = useState<SummaryKind>('netValue');
  return (
    <div className="keel-portfolio__headline">
      <SummaryToggle value={kind} onChange={setKind} />
      <dl className="keel-portfolio__summary">
        <dt>{kind === 'balance' ? 'Wallet balance' : 'Net value'}</dt>
        <dd aria-live="polite">
          {kind === 'balance' ? (
            <BalanceTotal owner={owner} />
          ) : failed || total === null ? (
            '–'
          ) : total === undefined ? (
            <Skeleton shape="text" width={120} />
          ) : (
            formatPortfolioTotal(total)
          )}
        </dd>
      </dl>
    </div>
  );
}
