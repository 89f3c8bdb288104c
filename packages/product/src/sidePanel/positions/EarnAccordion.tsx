import { Button, Skeleton } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import { earnVaultPath } from '../../domains/earn/screens/earnPaths';
import type { EarnHolding } from '../../domains/portfolio/data/earn/earnHoldings';
import { useEarnHoldings } from '../../domains/portfolio/data/earn/useEarnHoldings';
import {
  earnSharesText,
  earnValueFigure,
  useEarnFailureToast,
} from '../../domains/portfolio/screens/EarnPositions';
import { PORTFOLIO_TOASTS } from '../../domains/portfolio/screens/portfolioToasts';
import { positionEvents } from './positionEvents';

function EarnRow({ holding, onOpen }: { holding: EarnHolding; onOpen(): void }) {
  return (
    <li className="keel-positions__row">
      <Link to={earnVaultPath(holding.vault)} className="keel-positions__link" onClick={onOpen}>
        <span className="keel-positions__name">
          {holding.name}
          <span className="keel-side-panel__muted">{earnSharesText(holding)}</span>
        </span>
        <span className="keel-positions__figures">
          <span>{earnValueFigure(holding)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The Positions tab's Earn accordion (with the earn flag): the vaults whose shares the wallet
 * holds, valued as their vault pages, each opening its vault page (closing the panel and
 * recording the click).
 */
export function EarnAccordion({ address, onNavigate }: { address: string; onNavigate(): void }) {
  const analytics = useAnalytics();
  const { holdings, error, refetch } = useEarnHoldings(address);
  useEarnFailureToast(address, error);
  const open = (holding: EarnHolding) => {
    analytics.track(positionEvents.open('Earn'), { vault: holding.vault });
    onNavigate();
  };
  let list: ReactNode = null;
  if (error) list = null;
  else if (!holdings) list = <Skeleton shape="block" height={80} />;
  else if (holdings.length === 0) {
    list = <p className="keel-side-panel__muted">No earn positions</p>;
  } else {
    list = (
      <ul className="keel-positions__list" aria-label="Earn positions">
        {holdings.map((holding) => (
          <EarnRow key={holding.vault} holding={holding} onOpen={() => open(holding)} />
        ))}
      </ul>
    );
  }
  return (
    <details className="keel-positions__accordion" open>
      <summary>
        Earn
        {holdings && holdings.length > 0 ? (
          <span className="keel-positions__count">{holdings.length}</span>
        ) : null}
      </summary>
      {error ? (
        <div role="alert" className="keel-positions__error">
          <p>{PORTFOLIO_TOASTS.userPositions}</p>
          <Button variant="secondary" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : null}
      {list}
    </details>
  );
}
