import type { TableColumn, TableSort } from '@keel/ui-kit';
import type Decimal from 'decimal.js';
import type { PairRow } from '../data/pairRow';

type SortKey = Decimal | string | undefined;

/** A list column; `sortKey` makes it sortable (a missing key sorts last either way). */
export interface PairColumn extends TableColumn<PairRow> {
  sortKey?: (row: PairRow) => SortKey;
}

function compareKeys(a: Exclude<SortKey, undefined>, b: Exclude<SortKey, undefined>): number {
  if (typeof a === 'string' || typeof b === 'string') return String(a).localeCompare(String(b));
  return a.comparedTo(b);
}

function isMissing(key: SortKey): key is undefined {
  return key === undefined || (typeof key !== 'string' && key.isNaN());
}

/** A column sortable by its key (the table needs `compare` to offer the header as a button). */
export function pairColumn(column: PairColumn): PairColumn {
  const { sortKey } = column;
  if (!sortKey) return column;
  return {
    ...column,
    compare: (a, b) => {
      const left = sortKey(a);
      const right = sortKey(b);
      if (isMissing(left) || isMissing(right))
        return Number(isMissing(left)) - Number(isMissing(right));
      return compareKeys(left, right);
    },
  };
}

/**
 * The rows in list order: the wallet's positions first whatever the sort, then by the sorted
 * column with unknown figures last in both directions. The table is told the rows are sorted.
 */
export function sortPairRows(
  rows: readonly PairRow[],
  columns: readonly PairColumn[],
  sort: TableSort | null,
): PairRow[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
  const sign = sort?.direction === 'desc' ? -1 : 1;
  const sortKey = column?.sortKey;
  return [...rows].sort((a, b) => {
    if (a.held !== b.held) return a.held ? -1 : 1;
    if (!sortKey) return 0;
    const left = sortKey(a);
    const right = sortKey(b);
    if (isMissing(left) || isMissing(right))
      return Number(isMissing(left)) - Number(isMissing(right));
    return sign * compareKeys(left, right);
  });
}
