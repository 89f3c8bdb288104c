import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { Tag } from '@keel/ui-kit';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { QueryState } from '../../../../common/QueryState';
import { TokenLogo } from '../../../../common/TokenLogo';
import { useFailureToast } from '../../../../common/useFailureToast';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { DEX_NAMES } from '../../../portfolio/data/liquidity/positionLabel';
import { canonicalStrategyPath, pairMatches } from '../../data/strategy/strategyModel';
import { useStrategy } from '../../data/strategy/useStrategy';
import { StrategyActions } from './actions/StrategyActions';
import { StrategyFigures } from './StrategyFigures';
import { StrategyHistory } from './StrategyHistory';
import { StrategyPosition } from './StrategyPosition';
import './strategy.css';

/**
 * A liquidity strategy (O§2.1), by its short route or the full one; a full route whose pair or
 * provider is not the strategy's is replaced by the canonical one. Its price and range, figures,
 * histories, PnL vs HODL and the wallet's position; the chain's figures still render when the
 * strategy API fails (its toast says so).
 */
export default function StrategyScreen({ route, params }: ScreenProps<'strategy'>) {
  const brand = useBrand();
  const navigate = useNavigate();
  const address = params.strategyAddress;
  const pair = params.strategyPair;
  const { strategy, failure, apiError, valueError, namesSettled, refetch } = useStrategy(address);
  const canonical = strategy && namesSettled ? canonicalStrategyPath(strategy) : undefined;
  const mismatched = pair !== undefined && strategy && namesSettled && !pairMatches(pair, strategy);
  useEffect(() => {
    if (mismatched && canonical) navigate(canonical, { replace: true });
  }, [mismatched, canonical, navigate]);
  useFailureToast(
    failure?.kind === 'error' ? failure.error : apiError,
    LOAD_ERROR_MESSAGES.strategies,
    'strategies',
  );

  const title = brandText(route.title, brand);
  const subtitle = strategy
    ? `${strategy.tokenA.symbol}-${strategy.tokenB.symbol} on ${DEX_NAMES[strategy.dex]}`
    : brandText(route.description, brand);
  return (
    <PageFrame title={title} subtitle={subtitle}>
      <QueryState
        data={mismatched ? undefined : strategy}
        notFound={failure?.kind === 'notFound' ? failure.message : null}
        back={{ to: '/liquidity', label: 'Back to the strategies' }}
        error={failure?.kind === 'error' ? failure.error : null}
        errorTitle={LOAD_ERROR_MESSAGES.strategies}
        onRetry={refetch}
        skeleton={[48, 240, 240]}
      >
        {(strategy) => (
          <>
            <p className="keel-strategy__heading">
              <TokenLogo mint={strategy.tokenA.mint} symbol={strategy.tokenA.symbol} decorative />
              <TokenLogo mint={strategy.tokenB.mint} symbol={strategy.tokenB.symbol} decorative />
              <span>
                {strategy.tokenA.symbol}-{strategy.tokenB.symbol}
              </span>
              <Tag variant="neutral">{DEX_NAMES[strategy.dex]}</Tag>
              {strategy.isDiy ? <Tag variant="neutral">Creator</Tag> : null}
            </p>
            <div className="keel-strategy">
              <div className="keel-strategy__main">
                <StrategyFigures strategy={strategy} valueError={valueError} onRetry={refetch} />
                <Link
                  className="keel-strategy__analytics"
                  to={`/liquidity/${strategy.address}/advanced-analytics`}
                >
                  Advanced analytics: simulate this pool
                </Link>
                <StrategyHistory strategy={strategy} />
              </div>
              <aside className="keel-strategy__side" aria-label="Your position and actions">
                <StrategyPosition strategy={strategy} />
                <StrategyActions
                  strategy={{
                    address: strategy.address,
                    shareMint: strategy.shareMint,
                    tokenA: strategy.tokenA,
                    tokenB: strategy.tokenB,
                    farm: strategy.farm,
                  }}
                />
              </aside>
            </div>
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}
