import { formatPercent, formatPnl, formatUsd, signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue, Table, type TableColumn } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { PositionReport } from '../data/figures/positionReport';
import { type GroupStats, positionStats } from '../data/figures/positionStats';

/** '…' while a figure loads, '-' (with its reason) when it is unknown. */
function figure<T>(value: T | null | undefined, format: (value: T) => ReactNode): ReactNode {
  if (value === undefined) return '…';
  return value === null ? <NoValue reason="Not available for this product" /> : format(value);
}

/** A PnL or APY coloured by its sign (ui-kit's rule for signed figures). */
function signed<T>(format: (value: T) => string, positive: 'plain' | 'positive') {
  return (value: T) => {
    const text = format(value);
    return (
      <SignedValue sign={signOfFigure(text)} positive={positive}>
        {text}
      </SignedValue>
    );
  };
}

const COLUMNS: readonly TableColumn<GroupStats>[] = [
  {
    id: 'group',
    header: 'Product',
    cell: (row) => (row.group === 'Total' ? <strong>Total</strong> : row.group),
  },
  { id: 'count', header: 'Positions', cell: (row) => row.count, align: 'end' },
  {
    id: 'value',
    header: 'Net value',
    cell: (row) => figure(row.value, formatUsd),
    align: 'end',
  },
  {
    id: 'pnl',
    header: 'PnL',
    cell: (row) => figure(row.pnl, signed(formatPnl, 'positive')),
    align: 'end',
  },
  {
    id: 'apy',
    header: 'APY',
    cell: (row) =>
      figure(
        row.apy,
        signed((apy) => formatPercent(apy), 'plain'),
      ),
    align: 'end',
  },
];

/**
 * The Stats tab: per product, how many positions, their net value, PnL (lending and liquidity;
 * the staked token has none) and value-weighted APY, and the totals.
 */
export function PositionStats({ reports }: { reports: readonly PositionReport[] }) {
  const rows = useMemo(() => positionStats(reports), [reports]);
  return (
    <Table<GroupStats>
      label="Position statistics"
      columns={COLUMNS}
      rows={rows}
      getRowKey={(row) => row.group}
      loading={reports.length === 0}
      loadingRowCount={3}
    />
  );
}
