import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/** Values a column can sort by. Missing values (null, undefined, NaN) always sort last. */
export type SortValue = string | number | bigint | Date | null | undefined;

export type ColumnAlign = 'start' | 'center' | 'end';

/**
 * A column's place in the card each row becomes under 768 px: the card's `title`, a labelled
 * `field`, the `actions` at its bottom, or `hidden` (left out of the card).
 */
export type CardPlacement = 'title' | 'field' | 'actions' | 'hidden';

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
  /**
   * Its place in a row's card under 768 px. Defaults to 'title' for the first column (unless
   * another column is the title) and 'field' otherwise. An 'actions' column also stays pinned to
   * the table's end edge when the table scrolls sideways, so its buttons are always in view.
   */
  card?: CardPlacement;
  /** The field's label in a card; defaults to the header when the header is plain text. */
  cardLabel?: string;
}
