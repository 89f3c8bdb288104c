import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { Skeleton } from '@keel/ui-kit';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { LoadError } from '../../../../common/LoadError';
import { QueryState } from '../../../../common/QueryState';
import { useFailureToast } from '../../../../common/useFailureToast';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { DEX_NAMES } from '../../../portfolio/data/liquidity/positionLabel';
import { useLiveStrategyChoices } from '../../data/analytics/useAnalytics';
import { canonicalStrategyPath } from '../../data/strategy/strategyModel';
import { useStrategy } from '../../data/strategy/useStrategy';
import { AnalyticsPanel } from './AnalyticsPanel';
import './analytics.css';

/**
 * A strategy read as its page reads it (the same not-found and load errors), then its pool
 * simulation, rebalances and ranges.
 */
function StrategyAnalytics({ address }: { address: string }) {
  const { strategy, failure, apiError, refetch } = useStrategy(address);
  useFailureToast(
    failure?.kind === 'error' ? failure.error : apiError,
    LOAD_ERROR_MESSAGES.strategies,
    'strategies',
  );
  return (
    <QueryState
      data={strategy}
      notFound={failure?.kind === 'notFound' ? failure.message : null}
      back={{ to: '/liquidity', label: 'Back to the strategies' }}
      error={failure?.kind === 'error' ? failure.error : null}
      errorTitle={LOAD_ERROR_MESSAGES.strategies}
      onRetry={refetch}
      skeleton={[48, 240, 240]}
    >
      {(strategy) => (
        <>
          <p className="keel-analytics__heading">
            <span>
              {strategy.tokenA.symbol}-{strategy.tokenB.symbol} on {DEX_NAMES[strategy.dex]}
            </span>
            <Link to={canonicalStrategyPath(strategy)}>Back to the strategy</Link>
          </p>
          <AnalyticsPanel key={strategy.address} strategy={strategy} />
        </>
      )}
    </QueryState>
  );
}

/** The overall view: any LIVE strategy picked from the list, then its analytics. */
function OverallAnalytics() {
  const id = useId();
  const { choices, error, refetch } = useLiveStrategyChoices();
  const [address, setAddress] = useState('');
  if (error && !choices) {
    return <LoadError title={LOAD_ERROR_MESSAGES.strategies} error={error} onRetry={refetch} />;
  }
  if (!choices) return <Skeleton shape="block" height={48} />;
  return (
    <>
      <div className="keel-analytics__field keel-analytics__picker">
        <label htmlFor={id}>Strategy</label>
        <select id={id} value={address} onChange={(event) => setAddress(event.target.value)}>
          <option value="">Choose a strategy</option>
          {choices.map((choice) => (
            <option key={choice.address} value={choice.address}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {address ? (
        <StrategyAnalytics key={address} address={address} />
      ) : (
        <p className="keel-analytics__empty">
          {choices.length === 0
            ? 'No live strategy to simulate.'
            : 'Choose a strategy to simulate its pool.'}
        </p>
      )}
    </>
  );
}

/**
 * Advanced analytics (O§2.1): the pool simulation with the D§3 inputs (price range, rebalance
 * method, start and end date), its result charted, and the strategy's rebalances and ranges.
 * Per strategy by its route, or overall with a strategy picked from the LIVE list.
 */
export default function AdvancedAnalyticsScreen({
  route,
  params,
}: ScreenProps<'advancedAnalytics'>) {
  const brand = useBrand();
  const address = params.strategyAddress;
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {address ? <StrategyAnalytics address={address} /> : <OverallAnalytics />}
    </PageFrame>
  );
}
