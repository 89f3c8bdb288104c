import { Button, NoValue, Table, type TableColumn } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { LendingAction } from '../../data/actionLimits';
import type { ReserveView } from '../../data/reserveView';
import { formatCapAmount } from '../formatLendingAmount';
import { byDecimal, reserveColumns } from '../reserveColumns';

function capLeft(value: Decimal, symbol: string): string {
  return formatCapAmount(value, symbol, { compact: true, showSymbol: false });
}

/**
 * The row's Supply and Borrow buttons, opening the action dialog on that reserve: pinned to the
 * table's end edge, so they stay in view however wide the figures run, and a card's footer on a
 * phone.
 */
function actionColumn(onAction: ReserveActionHandler): TableColumn<ReserveView> {
  return {
    id: 'actions',
    header: <span className="keel-visually-hidden">Actions</span>,
    align: 'end',
    card: 'actions',
    cell: (r) => (
      <span className="keel-reserve-actions">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Supply ${r.symbol}`}
          onClick={() => onAction(r, 'supply')}
        >
          Supply
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Borrow ${r.symbol}`}
          onClick={() => onAction(r, 'borrow')}
        >
          Borrow
        </Button>
      </span>
    ),
  };
}

export type ReserveActionHandler = (reserve: ReserveView, action: LendingAction) => void;

function columns(
  reservePath: (reserve: ReserveView) => string,
  assetTier: (reserve: ReserveView) => string | undefined,
  onAction: ReserveActionHandler | undefined,
): TableColumn<ReserveView>[] {
  return [
    reserveColumns.asset('Asset', reservePath),
    reserveColumns.supplyApy(),
    reserveColumns.borrowApy(),
    reserveColumns.amount(
      'totalSupply',
      'Total supplied',
      (r) => r.totalSupply,
      (r) => r.totalSupplyUsd,
    ),
    reserveColumns.amount(
      'totalBorrow',
      'Total borrowed',
      (r) => r.totalBorrow,
      (r) => r.totalBorrowUsd,
    ),
    reserveColumns.percent('utilization', 'Utilization', (r) => r.utilization),
    reserveColumns.percent('maxLtv', 'Max LTV', (r) => r.maxLtv, 0),
    reserveColumns.percent('liquidationLtv', 'Liquidation LTV', (r) => r.liquidationLtv, 0),
    {
      id: 'assetTier',
      header: 'Asset tier',
      cell: (r) => assetTier(r) ?? <NoValue reason="Asset tier not loaded" />,
      sortValue: assetTier,
    },
    reserveColumns.figure({
      id: 'caps',
      header: 'Caps remaining',
      cell: (r) => (
        <span className="keel-amount">
          <span>Supply {capLeft(r.depositCapRemaining, r.symbol)}</span>
          <span className="keel-amount__usd">Borrow {capLeft(r.borrowCapRemaining, r.symbol)}</span>
        </span>
      ),
      compare: byDecimal((r) => r.depositCapRemaining.times(r.price)),
    }),
    ...(onAction ? [actionColumn(onAction)] : []),
  ];
}

export interface ReservesTableProps {
  label: string;
  reserves: readonly ReserveView[] | undefined;
  loading: boolean;
  reservePath: (reserve: ReserveView) => string;
  /** Undefined while unknown ('-' with its reason). */
  assetTier?: (reserve: ReserveView) => string | undefined;
  /** Adds the row actions (Supply, Borrow). */
  onAction?: ReserveActionHandler;
}

/** The reserves of one market, sortable, with skeleton rows while loading. */
export function ReservesTable({
  label,
  reserves,
  loading,
  reservePath,
  assetTier = () => undefined,
  onAction,
}: ReservesTableProps) {
  return (
    <Table
      label={label}
      columns={columns(reservePath, assetTier, onAction)}
      rows={reserves ?? []}
      getRowKey={(r) => r.address}
      loading={loading}
      defaultSort={{ columnId: 'totalSupply', direction: 'desc' }}
      emptyState="No reserves match"
      minWidth={960}
    />
  );
}
