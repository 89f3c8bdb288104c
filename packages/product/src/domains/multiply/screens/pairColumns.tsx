import { formatApy, formatCompact, formatLeverage, signOfFigure } from '@keel/core-math';
import { NoValue, SignedValue } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { PairRow } from '../data/pairRow';
import { leveragePairName, PairCell } from './PairCell';
import { type PairColumn, pairColumn } from './pairSort';

/**
 * Net APY keeps its sign: a negative carry is the figure a user must see. '…' while the rewards
 * and staking yields it includes load (it would jump).
 */
export function formatNetApy(value: Decimal | undefined, pending = false): string {
  if (pending) return '…';
  return formatApy(value, { floorPercent: Number.NEGATIVE_INFINITY });
}

/**
 * A net APY cell: red when negative (ui-kit's rule for signed figures); '-' says why when the
 * collateral reserve holds no deposits yet (D§5: net APY is undefined then).
 */
export function NetApy({ value, pending }: { value: Decimal | undefined; pending: boolean }) {
  const text = formatNetApy(value, pending);
  if (!pending && value === undefined) return <NoValue reason="No deposits yet" />;
  return <SignedValue sign={signOfFigure(text)}>{text}</SignedValue>;
}

/** A numeric column: right-aligned, highest first on the first click. */
function figure(column: PairColumn): PairColumn {
  return pairColumn({ ...column, align: 'end', firstSortDirection: 'desc' });
}

/** The columns the Multiply and Leverage lists share. */
export const pairColumns = {
  pair: (pathOf: (row: PairRow) => string): PairColumn =>
    pairColumn({
      id: 'pair',
      header: 'Pair',
      cell: (row) => <PairCell row={row} to={pathOf(row)} />,
      sortKey: (row) => `${row.collateral.symbol}/${row.debt.symbol}`,
    }),
  /** A leverage pair by side and traded asset ('Short SOL'), its pair beside it. */
  position: (pathOf: (row: PairRow) => string): PairColumn =>
    pairColumn({
      id: 'pair',
      header: 'Position',
      cell: (row) => <PairCell row={row} to={pathOf(row)} name={leveragePairName(row)} />,
      sortKey: leveragePairName,
    }),
  maxLeverage: (): PairColumn =>
    figure({
      id: 'maxLeverage',
      header: 'Max leverage',
      cell: (row) => formatLeverage(row.maxLeverage),
      sortKey: (row) => row.maxLeverage,
    }),
  tvl: (): PairColumn =>
    figure({
      id: 'tvl',
      header: 'TVL',
      cell: (row) =>
        row.tvl === undefined ? (
          <NoValue reason="TVL not loaded" />
        ) : (
          formatCompact(row.tvl, { prefix: '$' })
        ),
      sortKey: (row) => row.tvl,
    }),
  liquidity: (): PairColumn =>
    figure({
      id: 'liquidity',
      header: 'Liquidity available',
      cell: (row) => formatCompact(row.liquidityUsd, { prefix: '$' }),
      sortKey: (row) => row.liquidityUsd,
    }),
  borrowApy: (): PairColumn =>
    figure({
      id: 'borrowApy',
      header: 'Borrow APY',
      // A cost: plain whatever its sign (below zero the borrower earns).
      cell: (row) => (row.apysPending ? '…' : formatApy(row.borrowApy)),
      sortKey: (row) => row.borrowApy,
    }),
  figure,
};
