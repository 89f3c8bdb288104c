import { Button, Skeleton } from '@keel/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAnalytics } from '../../analytics/AnalyticsContext';
import {
  liquidityPositionName,
  strategyPath,
} from '../../domains/portfolio/data/liquidity/positionLabel';
import {
  type LiquidityPosition,
  useLiquidityPositions,
} from '../../domains/portfolio/data/liquidity/useLiquidityPositions';
import { useTokenInfos } from '../../domains/portfolio/data/useTokenInfos';
import {
  liquiditySharesText,
  liquidityValueFigure,
} from '../../domains/portfolio/screens/LiquidityPositionRow';
import {
  PORTFOLIO_TOASTS,
  useLiquidityFailureToasts,
} from '../../domains/portfolio/screens/portfolioToasts';
import { positionEvents } from './positionEvents';

function LiquidityRow({
  position,
  name,
  onOpen,
}: {
  position: LiquidityPosition;
  name: string;
  onOpen(): void;
}) {
  return (
    <li className="keel-positions__row">
      <Link to={strategyPath(position.strategy)} className="keel-positions__link" onClick={onOpen}>
        <span className="keel-positions__name">
          {name}
          <span className="keel-side-panel__muted">{liquiditySharesText(position)}</span>
        </span>
        <span className="keel-positions__figures">
          <span>{liquidityValueFigure(position)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The Positions tab's Liquidity accordion: the strategies whose shares the wallet holds or
 * stakes, each opening its strategy (closing the panel and recording the click, D§2).
 */
export function LiquidityAccordion({
  address,
  onNavigate,
}: {
  address: string;
  onNavigate(): void;
}) {
  const analytics = useAnalytics();
  const result = useLiquidityPositions(address);
  useLiquidityFailureToasts(address, result);
  const { positions, error, strategiesError, refetch } = result;
  const mints = useMemo(
    () => (positions ?? []).flatMap((p) => [p.shareMint, p.tokenAMint, p.tokenBMint]),
    [positions],
  );
  const tokens = useTokenInfos(mints);
  const failure = error ?? strategiesError;
  const open = (position: LiquidityPosition) => {
    analytics.track(positionEvents.open('Liquidity'), { strategy: position.strategy });
    onNavigate();
  };
  return (
    <details className="keel-positions__accordion" open>
      <summary>
        Liquidity
        {positions && positions.length > 0 ? (
          <span className="keel-positions__count">{positions.length}</span>
        ) : null}
      </summary>
      {failure ? (
        <div role="alert" className="keel-positions__error">
          <p>{error ? PORTFOLIO_TOASTS.userPositions : PORTFOLIO_TOASTS.strategies}</p>
          <Button variant="secondary" onClick={refetch}>
            Retry
          </Button>
        </div>
      ) : null}
      {!positions ? (
        failure ? null : (
          <Skeleton shape="block" height={80} />
        )
      ) : positions.length === 0 ? (
        <p className="keel-side-panel__muted">No liquidity positions</p>
      ) : (
        <ul className="keel-positions__list" aria-label="Liquidity positions">
          {positions.map((position) => (
            <LiquidityRow
              key={position.strategy}
              position={position}
              name={liquidityPositionName(position, tokens)}
              onOpen={() => open(position)}
            />
          ))}
        </ul>
      )}
    </details>
  );
}
