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

function Amount({ amount, usd, symbol }: { amount: Decimal; usd: Decimal; symbol: string }) {
  return (
    <span className="keel-amount">
      <span>{formatTokenAmount(amount, { compact: true, symbol })}</span>
      <span className="keel-amount__usd">{formatCompact(usd, { prefix: '$' })}</span>
    </span>
  );
}

function columns(vaultPath: (reserve: ReserveView) => string): TableColumn<ReserveView>[] {
  return [
    {
      id: 'asset',
      header: 'Vault',
      cell: (r) => <AssetLink mint={r.mint} symbol={r.symbol} to={vaultPath(r)} />,
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
      id: 'tvl',
      header: 'Total supplied',
      cell: (r) => <Amount amount={r.totalSupply} usd={r.totalSupplyUsd} symbol={r.symbol} />,
      compare: byDecimal((r) => r.totalSupplyUsd),
      firstSortDirection: 'desc',
      align: 'end',
    },
    {
      id: 'available',
      header: 'Available to borrow',
      cell: (r) => (
        <Amount amount={r.availableLiquidity} usd={r.availableLiquidityUsd} symbol={r.symbol} />
      ),
      compare: byDecimal((r) => r.availableLiquidityUsd),
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
      id: 'supplyCap',
      header: 'Supply cap remaining',
      cell: (r) =>
        r.depositCapRemaining.isFinite()
          ? formatTokenAmount(r.depositCapRemaining, { compact: true, symbol: r.symbol })
          : 'No cap',
      compare: byDecimal((r) => r.depositCapRemaining.times(r.price)),
      firstSortDirection: 'desc',
      align: 'end',
    },
  ];
}

/** One market's lending vaults (its listed reserves), sortable, skeleton rows while loading. */
export function VaultsTable({
  label,
  reserves,
  loading,
  vaultPath,
}: {
  label: string;
  reserves: readonly ReserveView[] | undefined;
  loading: boolean;
  vaultPath: (reserve: ReserveView) => string;
}) {
  return (
    <Table
      label={label}
      columns={columns(vaultPath)}
      rows={reserves ?? []}
      getRowKey={(r) => r.address}
      loading={loading}
      defaultSort={{ columnId: 'tvl', direction: 'desc' }}
      emptyState="No vaults in this market"
      minWidth={840}
    />
  );
}
