import type { Decimal } from '@keel/core-math';
import type { StrategyRow } from './strategyRow';
import type { FiguresPending } from './useStrategyRows';

/** The list's sortable columns. */
export const STRATEGY_SORT_COLUMNS = ['pair', 'tvl', 'apy', 'rewardApy', 'volume', 'fees'] as const;
export type StrategySortColumn = (typeof STRATEGY_SORT_COLUMNS)[number];

export interface StrategySort {
  columnId: string;
  direction: 'asc' | 'desc';
}

type SortKey = Decimal | string | undefined;

const SORT_KEYS: Record<StrategySortColumn, (row: StrategyRow) => SortKey> = {
  pair: (row) => `${row.tokenA.symbol}-${row.tokenB.symbol}`,
  tvl: (row) => row.tvl,
  apy: (row) => row.apy,
  rewardApy: (row) => row.rewardApy,
  volume: (row) => row.volume,
  fees: (row) => row.fees,
};

/** The read each figure column's sort keys come from; the pair's symbols are there from the list. */
const SORT_SOURCES: Record<StrategySortColumn, keyof FiguresPending | null> = {
  pair: null,
  tvl: 'metrics',
  apy: 'metrics',
  rewardApy: 'metrics',
  volume: 'volume',
  fees: 'fees',
};

/**
 * Whether the read the sort's keys come from is still loading: the rows wait (skeletons) rather
 * than show in one order and move when the figures arrive. A failed read no longer waits.
 */
export function sortWaiting(sort: StrategySort | null, pending: FiguresPending): boolean {
  if (!sort || !isSortColumn(sort.columnId)) return false;
  const source = SORT_SOURCES[sort.columnId];
  return source !== null && pending[source];
}

function isSortColumn(id: string): id is StrategySortColumn {
  return (STRATEGY_SORT_COLUMNS as readonly string[]).includes(id);
}

function isMissing(key: SortKey): key is undefined {
  return key === undefined || (typeof key !== 'string' && key.isNaN());
}

function compareKeys(a: Decimal | string, b: Decimal | string): number {
  if (typeof a === 'string' || typeof b === 'string') {
    return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
  }
  return a.comparedTo(b);
}

/**
 * The rows sorted before they are paged (the table is told they arrive sorted): decimals
 * compared exactly, unknown figures last in both directions, ties in their previous order.
 */
export function sortStrategies(
  rows: readonly StrategyRow[],
  sort: StrategySort | null,
): StrategyRow[] {
  if (!sort || !isSortColumn(sort.columnId)) return [...rows];
  const key = SORT_KEYS[sort.columnId];
  const sign = sort.direction === 'desc' ? -1 : 1;
  return [...rows].sort((x, y) => {
    const left = key(x);
    const right = key(y);
    if (isMissing(left) || isMissing(right)) {
      return Number(isMissing(left)) - Number(isMissing(right));
    }
    return sign * compareKeys(left, right);
  });
}

/** The page `page` (from 0) of `size` rows, and how many pages there are (at least one). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  size: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(current * size, current * size + size), page: current, pages };
}
