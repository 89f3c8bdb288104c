import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import { Table, type TableSort } from '@keel/ui-kit';
import { useMemo } from 'react';
import { LoadError } from '../../../common/LoadError';
import { filterStrategies, type StrategyFilter } from '../data/strategyFilters';
import { pageOf, sortStrategies, sortWaiting } from '../data/strategySort';
import type { StrategyRowsResult } from '../data/useStrategyRows';
import { Pager } from './Pager';
import { strategyColumns } from './strategyColumns';

/** Rows a page: a few hundred strategies page rather than render at once. */
export const STRATEGY_PAGE_SIZE = 25;
/**
 * Below this width the table scrolls inside its container (under 768 px the rows are cards);
 * the figure columns have fixed widths (strategyColumns), the pair takes the rest.
 */
const TABLE_MIN_WIDTH = 1080;

export interface StrategyListProps {
  result: StrategyRowsResult;
  filter: StrategyFilter;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * One view of the list: its states before there are rows (skeleton, the list's failure with
 * Retry), the figures' or accounts' failure above the rows, then the sorted page of rows.
 * The rows appear once the figures they are sorted by are in (or have failed), so they never
 * reorder after they are shown; until then skeleton rows of the rows' height stand in.
 */
export function StrategyList({
  result,
  filter,
  sort,
  onSortChange,
  page,
  onPageChange,
}: StrategyListProps) {
  const { rows, listError, figuresError, accountsError, accountsLoading, pending, refetch } =
    result;
  const { metrics, volume, fees } = pending;
  const columns = useMemo(
    () => strategyColumns(accountsLoading, { metrics, volume, fees }),
    [accountsLoading, metrics, volume, fees],
  );
  const sorted = useMemo(
    () => sortStrategies(filterStrategies(rows ?? [], filter), sort),
    [rows, filter, sort],
  );
  const creator = filter.view === 'creator';
  const label = creator ? 'Creator Vaults' : 'Liquidity strategies';
  if (!rows && listError) {
    return <LoadError title={LOAD_ERROR_MESSAGES.strategies} error={listError} onRetry={refetch} />;
  }
  // Creator vaults are known only from the strategy accounts.
  if (creator && accountsError) {
    return (
      <LoadError title={LOAD_ERROR_MESSAGES.diyVaults} error={accountsError} onRetry={refetch} />
    );
  }
  const loading = !rows || (creator && accountsLoading) || sortWaiting(sort, pending);
  const current = pageOf(sorted, page, STRATEGY_PAGE_SIZE);
  // As many skeleton rows as the page will have, once the list says how many.
  const skeletonRows = rows && sorted.length > 0 ? current.rows.length : STRATEGY_PAGE_SIZE;
  const partError = figuresError ?? (creator ? null : accountsError);
  return (
    <div className="keel-strategies__list">
      {partError ? (
        <LoadError title={LOAD_ERROR_MESSAGES.strategies} error={partError} onRetry={refetch} />
      ) : null}
      <Table
        label={label}
        columns={columns}
        rows={loading ? [] : current.rows}
        getRowKey={(row) => row.address}
        loading={loading}
        loadingRowCount={skeletonRows}
        sort={sort}
        onSortChange={onSortChange}
        manualSorting
        minWidth={TABLE_MIN_WIDTH}
        className="keel-strategies__table"
        emptyState={emptyText(filter)}
      />
      {!loading && sorted.length > 0 ? (
        <Pager
          page={current.page}
          pages={current.pages}
          total={sorted.length}
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}

function emptyText(filter: StrategyFilter): string {
  if (filter.view === 'all') return 'No strategies match these filters.';
  if (filter.creatorScope === 'mine' && !filter.wallet) {
    return 'Connect a wallet to see the vaults you administer.';
  }
  return filter.creatorScope === 'mine'
    ? 'You administer no Creator Vaults that match these filters.'
    : 'No Creator Vaults match these filters.';
}
