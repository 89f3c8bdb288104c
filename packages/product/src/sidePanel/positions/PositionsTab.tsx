import type { Obligation } from '@keel/chain-readers';
import { formatPercent, formatUsd, shortenAddress } from '@keel/core-math';
import { Button, Skeleton } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { useFailureToast } from '../../common/useFailureToast';
import {
  useValuedObligation,
  useWalletObligations,
  type WalletObligation,
} from '../../domains/lending/data/walletObligations';
import { dashboardPath, lendingBaseForApp } from '../../domains/lending/screens/lendingPaths';
import { LENDING_TOASTS } from '../../domains/lending/screens/lendingToasts';
import { useFlags } from '../../flags/FlagsContext';
import { positionEvents } from './positionEvents';

function PositionFigures({ obligation }: { obligation: Obligation }) {
  const view = useValuedObligation(obligation);
  if (!view) return <span className="keel-side-panel__muted">…</span>;
  return (
    <span className="keel-positions__figures">
      <span>{formatUsd(view.stats.netAccountValue)}</span>
      {view.stats.hasDebt ? (
        <span className={`keel-risk--${view.risk}`} data-risk={view.risk}>
          LTV {formatPercent(view.stats.loanToValue)}
        </span>
      ) : null}
    </span>
  );
}

function PositionRow({
  position,
  base,
  onOpen,
}: {
  position: WalletObligation;
  base: string;
  onOpen: () => void;
}) {
  const { market, obligation } = position;
  const address = obligation.address.toBase58();
  return (
    <li className="keel-positions__row">
      <Link
        to={dashboardPath(base, market.address, address)}
        className="keel-positions__link"
        onClick={onOpen}
      >
        <span className="keel-positions__name">
          {market.name}
          <span className="keel-side-panel__muted">
            {obligation.tag} · {shortenAddress(address)}
          </span>
        </span>
        <PositionFigures obligation={obligation} />
      </Link>
    </li>
  );
}

/**
 * The side panel's positions tab: a Borrow/Lend accordion with the wallet's obligations in every
 * configured market, each opening its dashboard (closing the panel and recording the click).
 */
export function PositionsTab({ address, onNavigate }: { address: string; onNavigate(): void }) {
  const analytics = useAnalytics();
  const flags = useFlags();
  const base = lendingBaseForApp(flags.v3);
  const { positions, error, refetch } = useWalletObligations(address);
  // D§8 lists it among the error toasts; the inline retry stays for the panel itself.
  useFailureToast(error, LENDING_TOASTS.userPositions, `user-positions-${address}`);
  const open = (position: WalletObligation) => {
    analytics.track(positionEvents.open('Borrow/Lend'), {
      market: position.market.address,
      obligation: position.obligation.address.toBase58(),
    });
    onNavigate();
  };
  const failure = error ? (
    <div role="alert" className="keel-positions__error">
      <p>{LENDING_TOASTS.userPositions}</p>
      <Button variant="secondary" onClick={refetch}>
        Retry
      </Button>
    </div>
  ) : null;
  let list: ReactNode = null;
  if (!positions) {
    list = error ? null : <Skeleton shape="block" height={80} />;
  } else if (positions.length === 0) {
    list = error ? null : <p className="keel-side-panel__muted">No positions</p>;
  } else {
    list = (
      <ul className="keel-positions__list" aria-label="Borrow/Lend positions">
        {positions.map((position) => (
          <PositionRow
            key={position.obligation.address.toBase58()}
            position={position}
            base={base}
            onOpen={() => open(position)}
          />
        ))}
      </ul>
    );
  }
  return (
    <details className="keel-positions__accordion" open>
      <summary>
        Borrow/Lend
        {positions && positions.length > 0 ? (
          <span className="keel-positions__count">{positions.length}</span>
        ) : null}
      </summary>
      {failure}
      {list}
    </details>
  );
}
