import { formatCompact, formatPercent, formatTokenAmount } from '@keel/core-math';
import { Table, type TableColumn } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { ReserveView } from '../../../data/lending/reserveView';
import { ApyCell } from '../ApyCell';
import { AssetLink } from '../AssetLink';

const byDecimal =
  (value: (row: ReserveView) => Decimal) =>
  (a: ReserveView, b: ReserveView): number =>
    value(a).comparedTo(value(b));

function capLeft(value: Decimal): string {
  return value.isFinite() ? formatCompact(value) : 'No cap';
}

function columns(
  reservePath: (reserve: ReserveView) => string,
  assetTier: (reserve: ReserveView) => string,
): TableColumn<ReserveView>[] {
  return [
    {
      id: 'asset',
      header: 'Asset',
      cell: (r) => <AssetLink mint={r.mint} symbol={r.symbol} to={reservePath(r)} />,
      sortValue: (r) => r.symbol,
    },
    {
      id: 'supplyApy',
      header: 'Supply APY',
      cell: (r) => <ApyCell apys={r.apys} side="supply" />,
      compare: byDecimal((r) => r.apys.totalDepositApy),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'borrowApy',
      header: 'Borrow APY',
      cell: (r) => <ApyCell apys={r.apys} side="borrow" />,
      compare: byDecimal((r) => r.apys.totalBorrowApy),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'totalSupply',
      header: 'Total supplied',
      cell: (r) => <AmountCell amount={r.totalSupply} usd={r.totalSupplyUsd} symbol={r.symbol} />,
      compare: byDecimal((r) => r.totalSupplyUsd),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'totalBorrow',
      header: 'Total borrowed',
      cell: (r) => <AmountCell amount={r.totalBorrow} usd={r.totalBorrowUsd} symbol={r.symbol} />,
      compare: byDecimal((r) => r.totalBorrowUsd),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'utilization',
      header: 'Utilization',
      cell: (r) => formatPercent(r.utilization),
      compare: byDecimal((r) => r.utilization),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'maxLtv',
      header: 'Max LTV',
      cell: (r) => formatPercent(r.maxLtv, { decimals: 0 }),
      compare: byDecimal((r) => r.maxLtv),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'liquidationLtv',
      header: 'Liquidation LTV',
      cell: (r) => formatPercent(r.liquidationLtv, { decimals: 0 }),
      compare: byDecimal((r) => r.liquidationLtv),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'assetTier',
      header: 'Asset tier',
      cell: assetTier,
      sortValue: assetTier,
    },
    {
      id: 'caps',
      header: 'Caps remaining',
      cell: (r) => (
        <span className="keel-amount">
          <span>Supply {capLeft(r.depositCapRemaining)}</span>
          <span className="keel-amount__usd">Borrow {capLeft(r.borrowCapRemaining)}</span>
        </span>
      ),
      compare: byDecimal((r) => r.depositCapRemaining.times(r.price)),
      firstSortDirection: 'desc',
      align: 'end',
    },
  ];
}

/** A compact token amount over its compact USD value. */
function AmountCell({ amount, usd, symbol }: { amount: Decimal; usd: Decimal; symbol: string }) {
  return (
    <span className="keel-amount">
      <span>{formatTokenAmount(amount, { compact: true, symbol })}</span>
      <span className="keel-amount__usd">{formatCompact(usd, { prefix: '$' })}</span>
    </span>
  );
}

export interface ReservesTableProps {
  label: string;
  reserves: readonly ReserveView[] | undefined;
  loading: boolean;
  reservePath: (reserve: ReserveView) => string;
  /** '-' while unknown. */
  assetTier?: (reserve: ReserveView) => string;
}

/** The reserves of one market, sortable, with skeleton rows while loading. */
export function ReservesTable({
  label,
  reserves,
  loading,
  reservePath,
  assetTier = () => '-',
}: ReservesTableProps) {
  return (
    <Table
      label={label}
      columns={columns(reservePath, assetTier)}
      rows={reserves ?? []}
      getRowKey={(r) => r.address}
      loading={loading}
      defaultSort={{ columnId: 'totalSupply', direction: 'desc' }}
      emptyState="No reserves match"
      minWidth={960}
    />
  );
}
