import { formatApy, formatCompact } from '@keel/core-math';
import { Skeleton, type TableColumn } from '@keel/ui-kit';
import { DEX_NAMES } from '../../portfolio/data/liquidity/positionLabel';
import type { StrategyRow } from '../data/strategyRow';
import type { StrategySortColumn } from '../data/strategySort';
import type { FiguresPending } from '../data/useStrategyRows';
import { RewardsCell } from './RewardsCell';
import { StrategyPairCell } from './StrategyPairCell';

type Column = TableColumn<StrategyRow>;

/** Sorting happens before paging (strategySort): a non-null compare only shows the button. */
const SORTABLE = { compare: () => 0 } as const;

/**
 * Every column but the pair has a fixed width (the table's layout is fixed, liquidity.css), so
 * no figure arriving later widens or narrows a column; the pair takes what is left.
 */
const WIDTHS = {
  exchange: '7rem',
  tvl: '6.5rem',
  apy: '6rem',
  rewardApy: '11.5rem',
  volume: '6.5rem',
  fees: '6.5rem',
  range: '7.5rem',
} as const;

/** A figure's placeholder, about as wide as the figure it stands for. */
function pendingFigure(width: number) {
  return <Skeleton width={width} className="keel-strategies__pending" />;
}

/** A numeric column: right-aligned, highest first; a skeleton while its source loads. */
function figure(
  id: Exclude<StrategySortColumn, 'pair'>,
  header: string,
  cell: Column['cell'],
  waiting: (row: StrategyRow) => boolean,
): Column {
  return {
    id,
    header,
    cell: (row) => (waiting(row) ? pendingFigure(48) : cell(row)),
    align: 'end',
    width: WIDTHS[id],
    firstSortDirection: 'desc',
    ...SORTABLE,
  };
}

function exchangeCell(row: StrategyRow, accountsLoading: boolean) {
  if (row.dex) return DEX_NAMES[row.dex];
  return accountsLoading ? pendingFigure(56) : '-';
}

function rangeCell(row: StrategyRow) {
  if (row.outOfRange === undefined) return '-';
  return row.outOfRange ? (
    <span className="keel-strategies__range keel-strategies__range--out">Out of range</span>
  ) : (
    <span className="keel-strategies__range keel-strategies__range--in">In range</span>
  );
}

/** The list's columns; figures are those of the chosen period. */
export function strategyColumns(accountsLoading: boolean, pending: FiguresPending): Column[] {
  const metrics = (row: StrategyRow) => pending.metrics && row.tvl === undefined;
  return [
    {
      id: 'pair',
      header: 'Pair',
      cell: (row) => <StrategyPairCell row={row} />,
      ...SORTABLE,
    },
    {
      id: 'exchange',
      header: 'Exchange',
      cell: (row) => exchangeCell(row, accountsLoading),
      width: WIDTHS.exchange,
    },
    figure('tvl', 'TVL', (row) => formatCompact(row.tvl, { prefix: '$' }), metrics),
    figure('apy', 'APY', (row) => formatApy(row.apy), metrics),
    figure('rewardApy', 'Rewards APY', (row) => <RewardsCell row={row} />, metrics),
    figure(
      'volume',
      'Volume',
      (row) => formatCompact(row.volume, { prefix: '$' }),
      (row) => pending.volume && row.volume === undefined,
    ),
    figure(
      'fees',
      'Fees',
      (row) => formatCompact(row.fees, { prefix: '$' }),
      (row) => pending.fees && row.fees === undefined,
    ),
    {
      id: 'range',
      header: 'Range',
      cell: (row) => (metrics(row) ? pendingFigure(64) : rangeCell(row)),
      width: WIDTHS.range,
    },
  ];
}
