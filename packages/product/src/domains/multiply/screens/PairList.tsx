import type { TableSort } from '@keel/ui-kit';
import { type ReactNode, useState } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { LoadError } from '../../../common/LoadError';
import { useFailureToast } from '../../../common/useFailureToast';
import { brandText } from '../../../routing/brandText';
import { LENDING_TOASTS } from '../../lending/screens/lendingToasts';
import { useMarketsNotLoaded } from '../../lending/screens/useMarketsNotLoaded';
import { useHeldPairs, useVaultPairs } from '../data/hooks';
import type { PairTag } from '../data/pairRow';
import type { PairKind } from '../data/vaultPairs';
import { MarketPairsSection } from './MarketPairsSection';
import type { PairColumn } from './pairSort';

/** D§8: the resources (the pair lists) failed to load. */
const RESOURCES_FAILED = 'Failed to load {product} resources';

export interface PairListProps {
  kind: PairKind;
  tag: PairTag;
  columns: readonly PairColumn[];
  defaultSort: TableSort;
  chosenLeverage: number;
  search: string;
  /** What stands in for the markets while the pair list loads. */
  skeleton: ReactNode;
}

/**
 * The pairs of every market, one section per market, with the states before there are any:
 * skeleton, the resources' or market list's failure with Retry, or no pairs at all.
 */
export function PairList({
  kind,
  tag,
  columns,
  defaultSort,
  chosenLeverage,
  search,
  skeleton,
}: PairListProps) {
  const brand = useBrand();
  const { markets, resourcesError, marketsError, refetch } = useVaultPairs(kind);
  const { held, error: heldError, wallet } = useHeldPairs(tag);
  // Without the positions the list still shows every pair, just not the wallet's first.
  useFailureToast(heldError, LENDING_TOASTS.userPositions, `user-positions-${wallet ?? ''}`);
  // One sort for every market's table, so the sections read alike.
  const [sort, setSort] = useState<TableSort | null>(defaultSort);
  const resourcesTitle = brandText(RESOURCES_FAILED, brand);
  useFailureToast(resourcesError, resourcesTitle, 'resources');
  useMarketsNotLoaded(marketsError);
  if (!markets) {
    if (resourcesError)
      return <LoadError title={resourcesTitle} error={resourcesError} onRetry={refetch} />;
    if (marketsError) {
      return <LoadError title="Markets are not loaded" error={marketsError} onRetry={refetch} />;
    }
    return skeleton;
  }
  if (markets.length === 0) return <p className="keel-pairs__empty">No pairs are listed.</p>;
  return (
    <>
      {markets.map((market) => (
        <MarketPairsSection
          key={market.address}
          market={market}
          tag={tag}
          held={held}
          chosenLeverage={chosenLeverage}
          search={search}
          columns={columns}
          sort={sort}
          onSortChange={setSort}
        />
      ))}
    </>
  );
}
