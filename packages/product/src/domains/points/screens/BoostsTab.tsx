import { formatMultiplier, formatTokenAmount } from '@keel/core-math';
import { NoValue, Table, type TableColumn } from '@keel/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { LoadError } from '../../../common/LoadError';
import { useStrategyNames } from '../../liquidity/data/useStrategyNames';
import { type BoostRow, boostRows, sortBoosts } from '../data/boostRows';
import { usePointsRules } from '../data/pointsQueries';
import { BOOST_SORT_IDS, type PointsQueryState } from '../data/pointsQuery';
import { fromTableSort, toTableSort } from '../data/tableSort';
import type { PointsQueryPatch } from '../data/usePointsQuery';
import { BoostSubjectName, useMarketNames, useTokenSymbolsOf } from './pointNames';

/** The sort key of a row: its kind, then what it applies to. */
const nameOf = (row: BoostRow) => `${row.kind} ${row.subject}`;
const ordered = () => 0;

const boostColumns = (name: (row: BoostRow) => ReactNode): TableColumn<BoostRow>[] => [
  { id: 'name', header: 'Earning on', cell: name, sortValue: ordered },
  {
    id: 'rate',
    header: 'Rate',
    align: 'end',
    cell: (row) =>
      row.rate ? formatTokenAmount(row.rate) : <NoValue reason="Only a boost is set" />,
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
  const mints = useMemo(
    () => rows.filter((row) => row.kind !== 'Liquidity strategy').map((row) => row.subject),
    [rows],
  );
  const strategies = useMemo(
    () => rows.filter((row) => row.kind === 'Liquidity strategy').map((row) => row.subject),
    [rows],
  );
  const symbols = useTokenSymbolsOf(mints);
  const strategyNames = useStrategyNames(strategies);
  const marketNames = useMarketNames();
  const columns = useMemo(
    () =>
      boostColumns((row) => (
        <BoostSubjectName
          row={row}
          symbols={symbols}
          marketNames={marketNames}
          strategyNames={strategyNames}
        />
      )),
    [symbols, marketNames, strategyNames],
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
          {formatMultiplier(rules.data.strategies.defaultBoost)}).
        </p>
      ) : null}
      <Table<BoostRow>
        label="Rates and boosts"
        columns={columns}
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
