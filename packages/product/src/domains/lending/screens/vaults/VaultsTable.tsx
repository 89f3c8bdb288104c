import { Table, type TableColumn } from '@keel/ui-kit';
import type { ReserveView } from '../../data/reserveView';
import { formatCapAmount } from '../formatLendingAmount';
import { byDecimal, reserveColumns } from '../reserveColumns';

function columns(vaultPath: (reserve: ReserveView) => string): TableColumn<ReserveView>[] {
  return [
    reserveColumns.asset('Vault', vaultPath),
    reserveColumns.supplyApy(),
    reserveColumns.borrowApy(),
    reserveColumns.amount(
      'tvl',
      'Total supplied',
      (r) => r.totalSupply,
      (r) => r.totalSupplyUsd,
    ),
    reserveColumns.amount(
      'available',
      'Available to borrow',
      (r) => r.availableLiquidity,
      (r) => r.availableLiquidityUsd,
    ),
    reserveColumns.percent('utilization', 'Utilization', (r) => r.utilization),
    reserveColumns.figure({
      id: 'supplyCap',
      header: 'Supply cap remaining',
      cell: (r) => formatCapAmount(r.depositCapRemaining, r.symbol, { compact: true }),
      compare: byDecimal((r) => r.depositCapRemaining.times(r.price)),
    }),
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
