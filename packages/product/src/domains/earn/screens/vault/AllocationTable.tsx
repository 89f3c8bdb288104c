import { formatPercent, formatUsd } from '@keel/core-math';
import { NoValue, Table, type TableColumn } from '@keel/ui-kit';
import { formatCapAmount } from '../../../lending/screens/formatLendingAmount';
import type { AllocationRow } from '../../data/allocationRows';
import { byOptional } from '../earnFigures';
import { ReserveFigureCell } from './ReserveFigureCell';

type Column = TableColumn<AllocationRow>;

/** Why the unallocated row has no reserve figures. */
const UNALLOCATED = 'Not in a reserve';

function columns(symbol: string): Column[] {
  return [
    {
      id: 'reserve',
      header: 'Reserve',
      cell: (row) =>
        row.reserve ? (
          <ReserveFigureCell market={row.marketAddress} reserve={row.reserve} figure="asset" />
        ) : (
          'Unallocated'
        ),
    },
    {
      id: 'market',
      header: 'Market',
      cell: (row) =>
        row.reserve ? (
          row.marketName || <NoValue reason="Market not configured" />
        ) : (
          <NoValue reason={UNALLOCATED} />
        ),
      sortValue: (row) => row.marketName,
    },
    {
      id: 'weight',
      header: 'Target weight',
      cell: (row) => formatPercent(row.targetWeight),
      compare: byOptional((row) => row.targetWeight),
      align: 'end',
    },
    {
      id: 'allocation',
      header: 'Allocation',
      cell: (row) => formatPercent(row.actualShare),
      compare: byOptional((row) => row.actualShare),
      align: 'end',
    },
    {
      id: 'amount',
      header: 'Allocated (USD)',
      cell: (row) => formatUsd(row.amountUsd),
      compare: byOptional((row) => row.amountUsd),
      align: 'end',
    },
    {
      id: 'cap',
      header: 'Cap',
      cell: (row) =>
        row.cap ? (
          formatCapAmount(row.cap, symbol, { compact: true })
        ) : (
          <NoValue reason={row.reserve ? 'No cap set' : UNALLOCATED} />
        ),
      compare: byOptional((row) => row.cap),
      align: 'end',
    },
    {
      id: 'supplyApy',
      header: 'Supply APY',
      cell: (row) =>
        row.reserve ? (
          <ReserveFigureCell market={row.marketAddress} reserve={row.reserve} figure="supplyApy" />
        ) : (
          <NoValue reason={UNALLOCATED} />
        ),
      align: 'end',
    },
    {
      id: 'utilization',
      header: 'Utilization',
      cell: (row) =>
        row.reserve ? (
          <ReserveFigureCell
            market={row.marketAddress}
            reserve={row.reserve}
            figure="utilization"
          />
        ) : (
          <NoValue reason={UNALLOCATED} />
        ),
      align: 'end',
    },
  ];
}

/** The vault's reserves: target weights, caps, actual allocation and each reserve's figures. */
export function AllocationTable({
  rows,
  symbol,
  loading,
}: {
  rows: readonly AllocationRow[];
  symbol: string;
  loading: boolean;
}) {
  return (
    <Table
      label="Allocation"
      columns={columns(symbol)}
      rows={rows}
      getRowKey={(row, index) => row.reserve ?? `unallocated-${index}`}
      loading={loading}
      defaultSort={{ columnId: 'allocation', direction: 'desc' }}
      emptyState="This vault has no reserves"
      minWidth={900}
    />
  );
}
