import type { TableSort } from '@keel/ui-kit';
import type { SortSpec } from './pointsQuery';

/** A page sort as the ui-kit table's sort. */
export function toTableSort(sort: SortSpec): TableSort {
  return { columnId: sort.id, direction: sort.desc ? 'desc' : 'asc' };
}

/** The table's new sort as a page sort; undefined for a column the page does not sort by. */
export function fromTableSort<Id extends string>(
  allowed: readonly Id[],
  sort: TableSort,
): SortSpec<Id> | undefined {
  return (allowed as readonly string[]).includes(sort.columnId)
    ? { id: sort.columnId as Id, desc: sort.direction === 'desc' }
    : undefined;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows ordered by one of their values (numbers or text); ties keep their order. */
export function sortRowsBy<Row, Id extends string>(
  rows: readonly Row[],
  sort: SortSpec<Id>,
  values: Readonly<Record<Id, (row: Row) => number | string>>,
): Row[] {
  const value = values[sort.id];
  const sign = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'string' || typeof b.key === 'string'
          ? collator.compare(String(a.key), String(b.key))
          : a.key - b.key;
      return sign * order || a.index - b.index;
    })
    .map((entry) => entry.row);
}
