import { formatPercent, formatUsd, shortenAddress } from '@keel/core-math';
import { Button, Table, type TableColumn } from '@keel/ui-kit';
import { Link } from 'react-router-dom';
import { AddressText } from '../../../../common/AddressText';
import { nameOfObligation } from '../../../../common/positionNames';
import { TokenLogo } from '../../../../common/TokenLogo';
import type { ObligationView } from '../../data/obligationView';

/** Logos of the tokens on one side of an obligation. */
function Assets({
  positions,
}: {
  positions: readonly { reserve: string; symbol: string; mint: string }[];
}) {
  return (
    <span className="keel-liquidate__assets">
      {positions.map((p) => (
        <TokenLogo key={p.reserve} mint={p.mint} symbol={p.symbol} size={20} />
      ))}
    </span>
  );
}

/** The row's Liquidate button, when the obligation may be liquidated by the wallet. */
function liquidateColumn(
  canLiquidate: (obligation: ObligationView) => boolean,
  onLiquidate: (obligation: ObligationView) => void,
): TableColumn<ObligationView> {
  return {
    id: 'liquidate',
    header: <span className="keel-visually-hidden">Action</span>,
    card: 'actions',
    cell: (o) =>
      canLiquidate(o) ? (
        <Button
          size="sm"
          variant="danger"
          aria-label={`Liquidate ${shortenAddress(o.address)}`}
          onClick={() => onLiquidate(o)}
        >
          Liquidate
        </Button>
      ) : null,
    align: 'end',
  };
}

/**
 * Obligations in the order given (closest to liquidation first): LTV in its risk colour,
 * liquidation LTV, deposits and borrows; each row links to its dashboard. With `onLiquidate`,
 * the rows `canLiquidate` accepts get a Liquidate button.
 */
/** A market has thousands of obligations with debt: pages keep the screen short. */
const OBLIGATIONS_PAGE_SIZE = 20;

export function LiquidationTable({
  obligations,
  loading,
  dashboardPath,
  canLiquidate = () => false,
  onLiquidate,
}: {
  obligations: readonly ObligationView[] | undefined;
  loading: boolean;
  dashboardPath: (obligation: ObligationView) => string;
  canLiquidate?: (obligation: ObligationView) => boolean;
  onLiquidate?: (obligation: ObligationView) => void;
}) {
  return (
    <Table
      label="Obligations by distance to liquidation"
      rows={obligations ?? []}
      loading={loading}
      getRowKey={(o) => o.address}
      emptyState="No obligations with debt in this market"
      minWidth={720}
      pageSize={OBLIGATIONS_PAGE_SIZE}
      columns={[
        {
          id: 'obligation',
          header: 'Obligation',
          cell: (o) => (
            <Link to={dashboardPath(o)} className="keel-liquidate__obligation" title={o.address}>
              {nameOfObligation(o)}
            </Link>
          ),
        },
        { id: 'owner', header: 'Owner', cell: (o) => <AddressText address={o.owner} /> },
        {
          id: 'ltv',
          header: 'LTV',
          cell: (o) => (
            <span className={`keel-risk--${o.risk}`} data-risk={o.risk}>
              {formatPercent(o.stats.loanToValue)}
            </span>
          ),
          align: 'end',
        },
        {
          id: 'liquidationLtv',
          header: 'Liquidation LTV',
          cell: (o) => formatPercent(o.stats.liquidationLtv),
          align: 'end',
        },
        {
          id: 'deposits',
          header: 'Deposits',
          cell: (o) => (
            <span className="keel-liquidate__side">
              <Assets positions={o.deposits} />
              {formatUsd(o.stats.userTotalDeposit)}
            </span>
          ),
          align: 'end',
        },
        {
          id: 'borrows',
          header: 'Borrows',
          cell: (o) => (
            <span className="keel-liquidate__side">
              <Assets positions={o.borrows} />
              {formatUsd(o.stats.userTotalBorrow)}
            </span>
          ),
          align: 'end',
        },
        ...(onLiquidate ? [liquidateColumn(canLiquidate, onLiquidate)] : []),
      ]}
    />
  );
}
