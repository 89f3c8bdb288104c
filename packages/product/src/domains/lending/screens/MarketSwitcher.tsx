import type { ReactNode } from 'react';
import { LoadError } from '../../../common/LoadError';
import type { LendingMarketEntry } from '../data/marketList';
import { MarketTabs } from './MarketTabs';
import type { useMarketSelection } from './useMarketSelection';
import { useMarketsNotLoaded } from './useMarketsNotLoaded';

/**
 * The configured markets as tabs with the selected one's content, and the states before there
 * is one: skeleton while the list loads, 'Markets are not loaded' with Retry (D§8, toast or
 * silent report by build), or none configured.
 */
export function MarketSwitcher({
  selection,
  skeleton,
  children,
}: {
  selection: ReturnType<typeof useMarketSelection>;
  /** What stands in for a market's content while the list loads. */
  skeleton: ReactNode;
  children: (market: LendingMarketEntry) => ReactNode;
}) {
  const { list, selected, select } = selection;
  useMarketsNotLoaded(list.markets ? null : list.error);
  if (!list.markets) {
    return list.error ? (
      <LoadError
        title="Markets are not loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    ) : (
      skeleton
    );
  }
  if (list.markets.length === 0) {
    return <p className="keel-markets__empty">No lending markets are configured.</p>;
  }
  return selected ? (
    <MarketTabs markets={list.markets} selected={selected} onSelect={select}>
      {children}
    </MarketTabs>
  ) : null;
}
