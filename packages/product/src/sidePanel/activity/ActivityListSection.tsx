import { Button, Skeleton } from '@keel/ui-kit';
import { type ReactNode, useId } from 'react';
import { useFailureToast } from '../../common/useFailureToast';
import type { ActivityEntry } from '../../domains/portfolio/data/activity/activityEntry';
import { useWalletActivity } from '../../domains/portfolio/data/activity/useWalletActivity';
import { PORTFOLIO_TOASTS } from '../../domains/portfolio/screens/portfolioToasts';
import { ActivityList } from './ActivityList';
import { useExplorerLink } from './useExplorerLink';

/**
 * The wallet's transaction history from every product, newest first, as a virtualised list. A
 * failed source raises 'Failed to load transactions history' (once per wallet) with a retry; the
 * sources that answered stay listed.
 */
export function ActivityListSection({
  owner,
  tall = false,
  toolbar,
}: {
  owner: string;
  tall?: boolean;
  /** Controls over the loaded entries (the portfolio's CSV export). */
  toolbar?: (entries: readonly ActivityEntry[]) => ReactNode;
}) {
  const { entries, loading, error, refetch } = useWalletActivity(owner);
  useFailureToast(error, PORTFOLIO_TOASTS.transactionsHistory, `transactions-history-${owner}`);
  const explorerLink = useExplorerLink();
  const headingId = useId();
  return (
    <section className="keel-activity keel-activity-history" aria-labelledby={headingId}>
      <div className="keel-activity__header">
        <h3 id={headingId} className="keel-activity__title">
          Transaction history
        </h3>
        {entries && entries.length > 0 ? (
          <span className="keel-side-panel__muted">{entries.length}</span>
        ) : null}
      </div>
      {toolbar && entries ? toolbar(entries) : null}
      {error ? (
        <div role="alert" className="keel-positions__error">
          <p>{PORTFOLIO_TOASTS.transactionsHistory}</p>
          <Button variant="secondary" size="sm" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : null}
      {entries && entries.length > 0 ? (
        <ActivityList
          entries={entries}
          explorerLink={explorerLink}
          label="Transaction history"
          tall={tall}
        />
      ) : loading ? (
        <Skeleton shape="block" height={152} />
      ) : error ? null : (
        <p className="keel-side-panel__muted">No transactions</p>
      )}
    </section>
  );
}
