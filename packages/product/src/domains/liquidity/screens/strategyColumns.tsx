import { formatApy, formatCompact, signOfFigure } from '@keel/core-math';
import { figureOr, NoValue, SignedValue, Skeleton, type TableColumn } from '@keel/ui-kit';
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

/** Why a figure the list sources did not give is a dash. */
const NOT_REPORTED = 'Not reported for this strategy';

function exchangeCell(row: StrategyRow, accountsLoading: boolean) {
  if (row.dex) return DEX_NAMES[row.dex];
  return accountsLoading ? pendingFigure(56) : <NoValue reason="Strategy account not found" />;
}

function rangeCell(row: StrategyRow) {
  if (row.outOfRange === undefined) return <NoValue reason={NOT_REPORTED} />;
  return row.outOfRange ? (
    <span className="keel-strategies__range keel-strategies__range--out">Out of range</span>
  ) : (
    <span className="keel-strategies__range keel-strategies__range--in">In range</span>
  );
}

/** A compact USD figure, or a dash with its reason. */
const usdFigure = (value: StrategyRow['tvl']) =>
  figureOr(formatCompact(value, { prefix: '$' }), NOT_REPORTED);

/** The APY, red when negative (ui-kit's rule for signed figures). */
function apyCell(row: StrategyRow) {
  const text = formatApy(row.apy);
  if (row.apy === undefined) return <NoValue reason={NOT_REPORTED} />;
  return <SignedValue sign={signOfFigure(text)}>{text}</SignedValue>;
}

/** The list's columns; figures are those of the chosen period. */
export function strategyColumns(accountsLoading: boolean, pending: FiguresPending): Column[] {
  const metrics = (row: StrategyRow) => pending.metrics && row.tvl === undefined;
  return [
    {
      id: 'pair',
      header: 'Pair',
      cell: (row) => <StrategyPairCell row={row} />,
      card: 'title',
      ...SORTABLE,
    },
    {
      id: 'exchange',
      header: 'Exchange',
      cell: (row) => exchangeCell(row, accountsLoading),
      width: WIDTHS.exchange,
    },
    figure('tvl', 'TVL', (row) => usdFigure(row.tvl), metrics),
    figure('apy', 'APY', apyCell, metrics),
    figure('rewardApy', 'Rewards APY', (row) => <RewardsCell row={row} />, metrics),
    figure(
      'volume',
      'Volume',
      (row) => usdFigure(row.volume),
      (row) => pending.volume && row.volume === undefined,
    ),
    figure(
      'fees',
      'Fees',
      (row) => usdFigure(row.fees),
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
