import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/** Values a column can sort by. Missing values (null, undefined, NaN) always sort last. */
export type SortValue = string | number | bigint | Date | null | undefined;

export type ColumnAlign = 'start' | 'center' | 'end';

export interface TableColumn<Row> {
  /** Unique within the table; used as the sort key. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (strings compare with numeric collation). */
  sortValue?: (row: Row) => SortValue;
  /**
   * Makes the column sortable with a custom ascending comparator, e.g. for decimal amounts:
   * `(a, b) => a.amount.comparedTo(b.amount)`. Takes precedence over `sortValue`.
   */
  compare?: (a: Row, b: Row) => number;
  /** Direction of the first click on this header. Defaults to 'asc'. */
  firstSortDirection?: SortDirection;
  /** Horizontal alignment of header and cells. Defaults to 'start'; numbers read best at 'end'. */
  align?: ColumnAlign;
  /** CSS width of the column, e.g. '120px' or '20%'. */
  width?: string;
}
