import { formatTokenAmount, shortenAddress } from '@keel/core-math';
import { Table, type TableColumn } from '@keel/ui-kit';
import { useMemo } from 'react';
import { LoadError } from '../../../common/LoadError';
import { type BoostRow, boostRows, sortBoosts } from '../data/boostRows';
import { usePointsRules } from '../data/pointsQueries';
import { BOOST_SORT_IDS, type PointsQueryState } from '../data/pointsQuery';
import { fromTableSort, toTableSort } from '../data/tableSort';
import type { PointsQueryPatch } from '../data/usePointsQuery';
import { formatBoost } from './boostText';

const nameOf = (row: BoostRow) => `${row.kind} ${shortenAddress(row.subject)}`;
const ordered = () => 0;

const COLUMNS: TableColumn<BoostRow>[] = [
  {
    id: 'name',
    header: 'Earning on',
    cell: (row) => (
      <span title={row.market ? `${row.subject} (market ${row.market})` : row.subject}>
        {nameOf(row)}
      </span>
    ),
    sortValue: ordered,
  },
  {
    id: 'rate',
    header: 'Rate',
    align: 'end',
    cell: (row) => (row.rate ? formatTokenAmount(row.rate) : '-'),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
  {
    id: 'boost',
    header: 'Boost',
    align: 'end',
    cell: (row) => formatBoost(row.boost),
    sortValue: ordered,
    firstSortDirection: 'desc',
  },
];

/** Rates & Boosts: what each strategy, token and lending market earns points at. */
export function BoostsTab({
  query,
  update,
}: {
  query: PointsQueryState;
  update: (patch: PointsQueryPatch) => void;
}) {
  const rules = usePointsRules();
  const rows = useMemo(
    () => (rules.data ? sortBoosts(boostRows(rules.data), query.boostsSort, nameOf) : []),
    [rules.data, query.boostsSort],
  );
  if (rules.error)
    return (
      <LoadError
        title="Failed to load rates and boosts"
        error={rules.error}
        onRetry={() => void rules.refetch()}
      />
    );
  return (
    <div className="keel-points__rates">
      {rules.data ? (
        <p>
          Positions not listed below earn at the default rate (
          {formatTokenAmount(rules.data.strategies.defaultRate)}) and boost (
          {formatBoost(rules.data.strategies.defaultBoost)}).
        </p>
      ) : null}
      <Table<BoostRow>
        label="Rates and boosts"
        columns={COLUMNS}
        rows={rows}
        getRowKey={(row) => row.key}
        sort={toTableSort(query.boostsSort)}
        onSortChange={(sort) => {
          const next = fromTableSort(BOOST_SORT_IDS, sort);
          if (next) update({ boostsSort: next });
        }}
        manualSorting
        loading={!rules.data}
        emptyState="Every position earns the default rate."
        minWidth={480}
      />
    </div>
  );
}
