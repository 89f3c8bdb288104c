import { formatTokenAmount, formatUsd } from '@keel/core-math';
import { NoValue, Table, type TableColumn } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBrand } from '../../../../brand/BrandContext';
import { ConnectPrompt } from '../../../../common/ConnectPrompt';
import { LoadError } from '../../../../common/LoadError';
import { PageFrame } from '../../../../layout/PageFrame';
import { brandText } from '../../../../routing/brandText';
import type { ScreenProps } from '../../../../routing/screenProps';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import { strategyPath } from '../../../portfolio/data/liquidity/positionLabel';
import { PORTFOLIO_TOASTS } from '../../../portfolio/screens/portfolioToasts';
import { PnlText } from '../PnlText';
import type { PortfolioV1Row, PortfolioV1Totals } from './portfolioV1Rows';
import { usePortfolioV1 } from './usePortfolioV1';

type Row = PortfolioV1Row | PortfolioV1Totals;

/** A worth: '…' while it loads, '-' saying why without a price. */
function valueText(row: Row): ReactNode {
  if (row.kind === 'total') {
    if (row.value === null) return '…';
    return row.value === 'failed' ? (
      <NoValue reason="Not summed: a position has no share price" />
    ) : (
      formatUsd(row.value)
    );
  }
  if (row.value === undefined) return '…';
  return row.value === null ? <NoValue reason="No share price" /> : formatUsd(row.value);
}

const COLUMNS: readonly TableColumn<Row>[] = [
  {
    id: 'strategy',
    header: 'Strategy',
    cell: (row) =>
      row.kind === 'total' ? (
        <strong>Total</strong>
      ) : (
        <Link to={strategyPath(row.strategy)} aria-label={`${row.pair} (${row.exchange})`}>
          {row.pair} <span className="keel-portfolio__muted">{row.exchange}</span>
        </Link>
      ),
  },
  {
    id: 'shares',
    header: 'Shares',
    align: 'end',
    cell: (row) =>
      row.kind === 'total'
        ? null
        : row.stakedShares.isZero()
          ? formatTokenAmount(row.shares)
          : `${formatTokenAmount(row.shares)} (${formatTokenAmount(row.stakedShares)} staked)`,
  },
  { id: 'value', header: 'Value', align: 'end', cell: valueText },
  { id: 'pnl', header: 'PnL', align: 'end', cell: (row) => <PnlText pnl={row.pnl} /> },
  {
    id: 'earned',
    header: 'Fees and rewards earned',
    align: 'end',
    cell: (row) => (row.earnedUsd ? formatUsd(row.earnedUsd) : '…'),
  },
];

function OwnerPositions({ owner }: { owner: string }) {
  const { table, error, refetch } = usePortfolioV1(owner);
  if (error) {
    return <LoadError title={PORTFOLIO_TOASTS.userPositions} error={error} onRetry={refetch} />;
  }
  const rows: Row[] = table ? (table.rows.length > 0 ? [...table.rows, table.totals] : []) : [];
  return (
    <Table<Row>
      label="Liquidity positions"
      columns={COLUMNS}
      rows={rows}
      getRowKey={(row) => (row.kind === 'total' ? 'total' : row.strategy)}
      loading={!table}
      loadingRowCount={3}
      emptyState="No liquidity positions yet."
      minWidth={720}
    />
  );
}

/**
 * The previous portfolio (O§2.1): the connected wallet's liquidity positions in a table (pair and
 * exchange, shares, worth, PnL and the fees and rewards earned, each opening its strategy) with a
 * totals row, from the same reads as the portfolio.
 */
export default function LiquidityPortfolioV1Screen({ route }: ScreenProps<'liquidityPortfolioV1'>) {
  const brand = useBrand();
  const owner = useWalletState((state) => state.session?.address ?? null);
  return (
    <PageFrame title={brandText(route.title, brand)} subtitle={brandText(route.description, brand)}>
      {owner === null ? (
        <ConnectPrompt text="Connect a wallet to see your portfolio." />
      ) : (
        <OwnerPositions owner={owner} />
      )}
    </PageFrame>
  );
}
