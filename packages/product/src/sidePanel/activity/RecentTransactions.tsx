import { Button } from '@keel/ui-kit';
import { useId, useMemo, useRef } from 'react';
import { useTransactionLog } from '../../transactions/log/TransactionLogContext';
import { secondsToExpiry } from './activityText';
import { TransactionRow } from './TransactionRow';
import { useExplorerLink } from './useExplorerLink';
import { useNow } from './useNow';
import { usePendingWatch } from './usePendingWatch';
import { useRetryTransaction } from './useRetryTransaction';

/** The countdown's refresh while something is pending. */
const COUNTDOWN_TICK_MS = 1_000;

/**
 * The Activity tab's 'Recent transactions': the connected wallet's entries of the transaction log,
 * newest first, kept current from the chain while any is pending; Retry for an expired one, and
 * Clear (the wallet's entries only).
 */
export function RecentTransactions({ address }: { address: string }) {
  const all = useTransactionLog((state) => state.entries);
  const clear = useTransactionLog((state) => state.clear);
  const entries = useMemo(() => all.filter((entry) => entry.wallet === address), [all, address]);
  const clock = usePendingWatch(entries);
  const pending = entries.some((entry) => entry.status === 'pending');
  const now = useNow(pending && clock ? COUNTDOWN_TICK_MS : undefined);
  const { retry, retrying } = useRetryTransaction();
  const explorerLink = useExplorerLink();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  const onClear = () => {
    clear(address);
    // The Clear button goes with the entries; keep keyboard focus in the section.
    heading.current?.focus();
  };

  return (
    <section className="keel-activity" aria-labelledby={headingId}>
      <div className="keel-activity__header">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="keel-activity__title">
          Recent transactions
        </h3>
        {entries.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear
          </Button>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="keel-side-panel__muted">No recent transactions</p>
      ) : (
        <ul className="keel-activity__list" aria-labelledby={headingId}>
          {entries.map((entry) => (
            <TransactionRow
              key={entry.id}
              entry={entry}
              secondsLeft={secondsToExpiry(entry, clock, now)}
              explorerUrl={entry.signature ? explorerLink(entry.signature) : undefined}
              retrying={retrying.has(entry.id)}
              onRetry={(item) => void retry(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
