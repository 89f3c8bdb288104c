import { formatMultiplier, formatPercent, formatPoints } from '@keel/core-math';
import { Table, type TableColumn } from '@keel/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { ConnectPrompt } from '../../../common/ConnectPrompt';
import { LoadError } from '../../../common/LoadError';
import { useStrategyNames } from '../../liquidity/data/useStrategyNames';
import {
  type AllocationRow,
  allocationRows,
  type BreakdownRow,
  breakdownRows,
  sortAllocation,
  sortBreakdown,
} from '../data/breakdownRows';
import { useSeasonBreakdown } from '../data/pointsQueries';
import {
  ALLOCATION_SORT_IDS,
  BREAKDOWN_SORT_IDS,
  type PointsQueryState,
  seasonNumber,
} from '../data/pointsQuery';
import { fromTableSort, toTableSort } from '../data/tableSort';
import type { PointsQueryPatch } from '../data/usePointsQuery';
import { boostLabel } from './boostText';
import { BreakdownPositionName, useMarketNames, useWalletObligationsByAddress } from './pointNames';

const ordered = () => 0;

const breakdownColumns = (
  position: (row: BreakdownRow) => ReactNode,
): TableColumn<BreakdownRow>[] => [
  { id: 'position', header: 'Position', cell: position, sortValue: ordered },
  {
    id: 'totalPoints',
    header: 'Points',
    align: 'end',
    cell: (row) => formatPoints(row.points),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
  {
    id: 'pointsPerSecond',
    header: 'Points per second',
    align: 'end',
    cell: (row) => formatPoints(row.perSecond),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
  {
    id: 'boost',
    header: 'Boost',
    align: 'end',
    cell: (row) => formatMultiplier(row.boost),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
];

const ALLOCATION_COLUMNS: TableColumn<AllocationRow>[] = [
  { id: 'product', header: 'Product', cell: (row) => row.product, sortValue: ordered },
  {
    id: 'points',
    header: 'Points',
    align: 'end',
    cell: (row) => formatPoints(row.points),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
  {
    id: 'pointsPerSecond',
    header: 'Points per second',
    align: 'end',
    cell: (row) => formatPoints(row.perSecond),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
  {
    id: 'share',
    header: 'Share',
    align: 'end',
    cell: (row) => formatPercent(row.share),
  },
];

/** My Breakdown: the wallet's points by position and by product in the chosen season. */
export function BreakdownTab({
  query,
  update,
  wallet,
}: {
  query: PointsQueryState;
  update: (patch: PointsQueryPatch) => void;
  wallet: string | null;
}) {
  const breakdown = useSeasonBreakdown(seasonNumber(query.seasonTab), wallet ?? undefined);
  const obligations = useWalletObligationsByAddress(wallet ?? undefined);
  const marketNames = useMarketNames();
  const strategies = useMemo(
    () => (breakdown.data?.strategiesBreakdown ?? []).map((item) => item.strategy),
    [breakdown.data],
  );
  const strategyNames = useStrategyNames(strategies);
  const columns = useMemo(
    () =>
      breakdownColumns((row) => (
        <BreakdownPositionName
          row={row}
          obligations={obligations}
          marketNames={marketNames}
          strategyNames={strategyNames}
        />
      )),
    [obligations, marketNames, strategyNames],
  );
  if (!wallet) return <ConnectPrompt text="Connect a wallet to see your points breakdown." />;
  if (breakdown.error)
    return (
      <LoadError
        title="Failed to load your points"
        error={breakdown.error}
        onRetry={() => void breakdown.refetch()}
      />
    );
  const { data } = breakdown;
  const positions = data ? sortBreakdown(breakdownRows(data), query.breakdownSort) : [];
  const allocation = data ? sortAllocation(allocationRows(data), query.allocationSort) : [];
  return (
    <div className="keel-points__breakdown">
      <h2 className="keel-section-title">Points by position</h2>
      <Table<BreakdownRow>
        label="Points by position"
        columns={columns}
        rows={positions}
        getRowKey={(row) => row.key}
        sort={toTableSort(query.breakdownSort)}
        onSortChange={(sort) => {
          const next = fromTableSort(BREAKDOWN_SORT_IDS, sort);
          if (next) update({ breakdownSort: next });
        }}
        manualSorting
        loading={!data}
        emptyState="No positions earned points this season."
        minWidth={560}
      />
      <h2 className="keel-section-title">Points allocation</h2>
      <Table<AllocationRow>
        label="Points allocation"
        columns={ALLOCATION_COLUMNS}
        rows={allocation}
        getRowKey={(row) => row.product}
        sort={toTableSort(query.allocationSort)}
        onSortChange={(sort) => {
          const next = fromTableSort(ALLOCATION_SORT_IDS, sort);
          if (next) update({ allocationSort: next });
        }}
        manualSorting
        loading={!data}
        loadingRowCount={4}
        minWidth={480}
      />
      {data && data.boosts.length > 0 ? (
        <>
          <h2 className="keel-section-title">Your boosts</h2>
          <ul className="keel-points__boosts">
            {data.boosts.map((boost) => (
              <li key={boost.name}>
                {boostLabel(boost.name)} <strong>{formatMultiplier(boost.boost)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
