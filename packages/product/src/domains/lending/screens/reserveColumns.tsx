import { formatCompact, formatPercent } from '@keel/core-math';
import type { TableColumn } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { ReserveView } from '../data/reserveView';
import { ApyCell } from './ApyCell';
import { AssetLink } from './AssetLink';
import { formatLendingAmount } from './formatLendingAmount';

type Column = TableColumn<ReserveView>;

/** Sorts reserves by a decimal figure. */
export const byDecimal =
  (value: (row: ReserveView) => Decimal) =>
  (a: ReserveView, b: ReserveView): number =>
    value(a).comparedTo(value(b));

/** A compact token amount over its compact USD value. */
export function AmountCell({
  amount,
  usd,
  symbol,
}: {
  amount: Decimal;
  usd: Decimal;
  symbol: string;
}) {
  return (
    <span className="keel-amount">
      <span>{formatLendingAmount(amount, symbol, { compact: true })}</span>
      <span className="keel-amount__usd">{formatCompact(usd, { prefix: '$' })}</span>
    </span>
  );
}

/** A numeric column: right-aligned, highest first on the first click. */
function figureColumn(column: Omit<Column, 'firstSortDirection' | 'align'>): Column {
  return { ...column, firstSortDirection: 'desc', align: 'end' };
}

/** The columns the reserves and vaults tables share. */
export const reserveColumns = {
  asset: (header: string, path: (reserve: ReserveView) => string): Column => ({
    id: 'asset',
    header,
    cell: (r) => <AssetLink mint={r.mint} symbol={r.symbol} to={path(r)} />,
    sortValue: (r) => r.symbol,
  }),
  supplyApy: (): Column =>
    figureColumn({
      id: 'supplyApy',
      header: 'Supply APY',
      cell: (r) => <ApyCell apys={r.apys} side="supply" pending={r.apysPending} />,
      compare: byDecimal((r) => r.apys.totalDepositApy),
    }),
  borrowApy: (): Column =>
    figureColumn({
      id: 'borrowApy',
      header: 'Borrow APY',
      cell: (r) => <ApyCell apys={r.apys} side="borrow" pending={r.apysPending} />,
      compare: byDecimal((r) => r.apys.totalBorrowApy),
    }),
  /** A token amount with its USD value, sorted by the USD value. */
  amount: (
    id: string,
    header: string,
    amount: (r: ReserveView) => Decimal,
    usd: (r: ReserveView) => Decimal,
  ): Column =>
    figureColumn({
      id,
      header,
      cell: (r) => <AmountCell amount={amount(r)} usd={usd(r)} symbol={r.symbol} />,
      compare: byDecimal(usd),
    }),
  /** A ratio shown as a percentage. */
  percent: (
    id: string,
    header: string,
    value: (r: ReserveView) => Decimal,
    decimals?: number,
  ): Column =>
    figureColumn({
      id,
      header,
      cell: (r) => formatPercent(value(r), decimals === undefined ? {} : { decimals }),
      compare: byDecimal(value),
    }),
  /** Any other figure, sorted by a decimal. */
  figure: figureColumn,
};
