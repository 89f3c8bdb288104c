import { type Decimal, formatPortfolioTotal } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { useState } from 'react';
import { useWalletBalances } from '../../../sidePanel/balances/useWalletBalances';
import { totalBalanceValue } from '../../../sidePanel/balances/walletBalances';
import { type SummaryKind, SummaryToggle } from './SummaryToggle';
import { BALANCES_NOT_LOADED, UnknownTotal } from './UnknownTotal';

function BalanceTotal({ owner }: { owner: string }) {
  const balances = useWalletBalances(owner);
  if (balances.totalPending && !balances.error) return <Skeleton shape="text" width={120} />;
  if (balances.error) return <UnknownTotal reason={BALANCES_NOT_LOADED} />;
  return <>{formatPortfolioTotal(totalBalanceValue(balances.rows))}</>;
}

/**
 * The portfolio's headline figure with D§2's toggle: the positions' net value ('< $0.01' below a
 * cent, '-' and why when a source failed) or the wallet's balance.
 */
export function PortfolioSummary({
  owner,
  total,
  unknownReason,
}: {
  owner: string;
  /** The positions' net value: undefined while loading, null when a source failed. */
  total: Decimal | null | undefined;
  /** Why the net value is missing, when a source failed. */
  unknownReason: string | undefined;
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
          ) : unknownReason !== undefined ? (
            <UnknownTotal reason={unknownReason} />
          ) : !total ? (
            <Skeleton shape="text" width={120} />
          ) : (
            formatPortfolioTotal(total)
          )}
        </dd>
      </dl>
    </div>
  );
}
