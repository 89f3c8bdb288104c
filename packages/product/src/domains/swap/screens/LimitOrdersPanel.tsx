import { formatPercent, formatPrice, formatTokenAmount, tokenAmountDisplay } from '@keel/core-math';
import { Button, Table, type TableColumn, Tabs, Tag } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { useSubmitAction } from '../../../actions/useSubmitAction';
import { LoadError } from '../../../common/LoadError';
import { type LimitOrderRow, limitOrderRow } from '../data/limit/limitMath';
import { useLimitServices } from '../data/limit/limitServices';
import { useLimitOrders } from '../data/limit/useLimitOrders';
import { type SwapToken, unknownToken } from '../data/swapTokens';

const amount = (value: Decimal, symbol: string) =>
  formatTokenAmount(value, { ...tokenAmountDisplay(symbol), symbol });

const STATUS_LABEL = { open: 'Open', filled: 'Filled', cancelled: 'Cancelled' } as const;
/** Rows per page of the order history. */
const ORDER_HISTORY_PAGE_SIZE = 20;

function columns(
  action: { label: string; run: (row: LimitOrderRow) => void; busy: boolean } | null,
): TableColumn<LimitOrderRow>[] {
  const base: TableColumn<LimitOrderRow>[] = [
    { id: 'pair', header: 'Pair', cell: (row) => `${row.inputSymbol} → ${row.outputSymbol}` },
    { id: 'sell', header: 'Sell', align: 'end', cell: (row) => amount(row.sold, row.inputSymbol) },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      cell: (row) => `${formatPrice(row.price, { decimals: 8 })} ${row.outputSymbol}`,
    },
    { id: 'filled', header: 'Filled', align: 'end', cell: (row) => formatPercent(row.filled) },
    {
      id: 'received',
      header: 'Received',
      align: 'end',
      cell: (row) => amount(row.received, row.outputSymbol),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => <Tag>{STATUS_LABEL[row.status]}</Tag>,
    },
  ];
  if (action === null) return base;
  return [
    ...base,
    {
      id: 'action',
      header: '',
      align: 'end',
      card: 'actions',
      cell: (row) => (
        <Button
          variant="secondary"
          size="sm"
          disabled={action.busy}
          aria-label={`${action.label} ${row.inputSymbol} → ${row.outputSymbol} order`}
          onClick={() => action.run(row)}
        >
          {action.label}
        </Button>
      ),
    },
  ];
}

/** The wallet's open orders (with Cancel) and its filled ones (with Close, to reclaim the rent). */
export function LimitOrdersPanel(props: { wallet: string; tokens: readonly SwapToken[] }) {
  const { orders, error, refetch } = useLimitOrders(props.wallet);
  const services = useLimitServices();
  const submitter = useSubmitAction('decrease');
  const byMint = useMemo(() => new Map(props.tokens.map((t) => [t.mint, t])), [props.tokens]);
  const rows = useMemo(
    () =>
      (orders ?? []).map((order) =>
        limitOrderRow(order, (mint) => byMint.get(mint) ?? unknownToken(mint)),
      ),
    [orders, byMint],
  );
  const close = (verb: string) => (row: LimitOrderRow) => {
    if (services === undefined) return;
    const label = `${verb} ${row.inputSymbol} → ${row.outputSymbol} order`;
    void submitter.submit({
      failure: 'cancelOrder',
      description: label,
      invalidates: (endpoint) => [services.lib.allKeys(endpoint)],
      requests: () => services.lib.cancelRequests({ wallet: props.wallet, order: row, label }),
    });
  };
  if (error !== null) {
    return <LoadError title="Failed to load your limit orders" error={error} onRetry={refetch} />;
  }
  const loading = orders === undefined;
  const open = rows.filter((row) => row.status === 'open');
  const history = rows.filter((row) => row.status !== 'open');
  const busy = submitter.submitting || submitter.blockedReason !== undefined;
  return (
    <section className="keel-swap__orders" aria-label="Your limit orders">
      <Tabs
        label="Limit orders"
        tabs={[
          {
            id: 'open',
            label: `Open orders (${open.length})`,
            content: (
              <Table
                label="Open orders"
                columns={columns({ label: 'Cancel', run: close('Cancel'), busy })}
                rows={open}
                getRowKey={(row) => row.address}
                loading={loading}
                emptyState="No open orders"
              />
            ),
          },
          {
            id: 'history',
            label: `History (${history.length})`,
            content: (
              <Table
                label="Order history"
                columns={columns({ label: 'Close', run: close('Close'), busy })}
                rows={history}
                // Filled and cancelled orders pile up: pages keep the panel short.
                pageSize={ORDER_HISTORY_PAGE_SIZE}
                getRowKey={(row) => row.address}
                loading={loading}
                emptyState="No filled orders yet"
              />
            ),
          },
        ]}
      />
    </section>
  );
}
