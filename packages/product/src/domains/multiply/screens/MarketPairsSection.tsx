import { Button, Table, type TableSort } from '@keel/ui-kit';
import { useMemo } from 'react';
import { LoadError } from '../../../common/LoadError';
import { LENDING_TOASTS, useMarketFailureToasts } from '../../lending/screens/lendingToasts';
import { useMarketPairRows } from '../data/hooks';
import { matchesSearch, type PairTag } from '../data/pairRow';
import type { MarketPairs } from '../data/vaultPairs';
import { type PairColumn, sortPairRows } from './pairSort';

export interface MarketPairsSectionProps {
  market: MarketPairs;
  tag: PairTag;
  held: ReadonlySet<string>;
  chosenLeverage: number;
  search: string;
  columns: readonly PairColumn[];
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
}

/**
 * One market's pairs under its name: skeleton rows while its reserves load, the market's
 * failure with Retry, and a note with Retry when only the TVL figures failed.
 */
export function MarketPairsSection({
  market,
  tag,
  held,
  chosenLeverage,
  search,
  columns,
  sort,
  onSortChange,
}: MarketPairsSectionProps) {
  const result = useMarketPairRows(market, tag, held, chosenLeverage);
  const { rows, isLoading, error, farmError, metricsError } = result;
  useMarketFailureToasts(market.address, { error, farmError });
  const visible = useMemo(
    () =>
      sortPairRows(
        (rows ?? []).filter((row) => matchesSearch(row, search)),
        columns,
        sort,
      ),
    [rows, search, columns, sort],
  );
  const headingId = `pairs-${tag}-${market.address}`;
  return (
    <section className="keel-pairs__market" aria-labelledby={headingId}>
      <h2 id={headingId} className="keel-pairs__market-title">
        {market.name}
      </h2>
      {error && !rows ? (
        <LoadError title={LENDING_TOASTS.lendingMarket} error={error} onRetry={result.refetch} />
      ) : (
        <Table
          label={`${market.name} pairs`}
          columns={columns}
          rows={visible}
          getRowKey={(row) => row.key}
          loading={isLoading}
          loadingRowCount={Math.min(Math.max(market.pairs.length, 1), 5)}
          sort={sort}
          onSortChange={onSortChange}
          manualSorting
          emptyState="No pairs match"
          minWidth={840}
        />
      )}
      {metricsError && rows ? (
        <p role="status" className="keel-pairs__note">
          TVL could not be loaded.{' '}
          <Button size="sm" variant="secondary" onClick={result.refetchMetrics}>
            Retry
          </Button>
        </p>
      ) : null}
    </section>
  );
}
