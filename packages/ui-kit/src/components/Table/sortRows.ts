import type { SortValue, TableColumn, TableSort } from './tableTypes';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isMissing(value: SortValue): value is null | undefined {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (value instanceof Date && Number.isNaN(value.getTime()))
  );
}

function compareValues(a: Exclude<SortValue, null | undefined>, b: typeof a): number {
  if (typeof a === 'string' || typeof b === 'string') return collator.compare(String(a), String(b));
  const left = a instanceof Date ? a.getTime() : a;
  const right = b instanceof Date ? b.getTime() : b;
  if (left < right) return -1;
  if (left > right) return 1;
  return 0;
}

/** True when the column can be sorted. */
export function isSortable<Row>(column: TableColumn<Row>): boolean {
  return column.compare !== undefined || column.sortValue !== undefined;
}

/**
 * Rows ordered by the sorted column, as a new array. The sort is stable, and rows whose sort
 * value is missing stay at the end in both directions.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  sort: TableSort | null | undefined,
): Row[] {
  const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
  if (!sort || !column || !isSortable(column)) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { compare, sortValue } = column;

  if (compare) return [...rows].sort((a, b) => sign * compare(a, b));
  if (!sortValue) return [...rows];

  const keyed = rows.map((row) => ({ row, value: sortValue(row) }));
  keyed.sort((a, b) => {
    const aMissing = isMissing(a.value);
    const bMissing = isMissing(b.value);
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return (
      sign * compareValues(a.value as NonNullable<SortValue>, b.value as NonNullable<SortValue>)
    );
  });
  return keyed.map((entry) => entry.row);
}

/** The sort after a click on `column`'s header: same column flips, another starts fresh. */
export function nextSort<Row>(
  current: TableSort | null | undefined,
  column: TableColumn<Row>,
): TableSort {
  if (current?.columnId === column.id) {
    return { columnId: column.id, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { columnId: column.id, direction: column.firstSortDirection ?? 'asc' };
}
