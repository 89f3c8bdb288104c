import { type CSSProperties, type ReactNode, useId, useMemo, useState } from 'react';
import { SortIcon } from '../../icons/SortIcon';
import { classNames } from '../../internal/classNames';
import { Pagination } from '../Pagination/Pagination';
import { Skeleton } from '../Skeleton/Skeleton';
import { cardClass, cardPlacements } from './cardPlacement';
import { isSortable, nextSort, sortRows } from './sortRows';
import { alignClass, TableRow } from './TableRow';
import type { TableColumn, TableSort } from './tableTypes';

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key for each row. */
  getRowKey: (row: Row, index: number) => string;
  /** Accessible name of the table (a visually hidden caption); also names the scroll region. */
  label?: string;
  /** Current sort (controlled). `null` means unsorted. */
  sort?: TableSort | null;
  /** Initial sort (uncontrolled). */
  defaultSort?: TableSort | null;
  /** Called with the new sort when a sortable header is activated. */
  onSortChange?: (sort: TableSort) => void;
  /** Rows arrive already sorted (e.g. by the server); the table only reports sort changes. */
  manualSorting?: boolean;
  /** Shows skeleton rows in place of the data and marks the table aria-busy. */
  loading?: boolean;
  /** Number of skeleton rows while loading. Defaults to 5. */
  loadingRowCount?: number;
  /** Shown in one full-width row when there are no rows and nothing is loading. */
  emptyState?: ReactNode;
  /** Makes rows focusable and activatable by click, Enter or Space. */
  onRowClick?: (row: Row) => void;
  /**
   * Minimum width of the table; narrower containers scroll horizontally (the actions column
   * stays pinned in view). Under 768 px rows are cards and the minimum does not apply.
   */
  minWidth?: number | string;
  /**
   * Rows per page: longer lists show one page of the sorted rows with Previous / Next below
   * (back to the first page when the sort changes). Unset: every row.
   */
  pageSize?: number;
  className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  label,
  sort,
  defaultSort = null,
  onSortChange,
  manualSorting = false,
  loading = false,
  loadingRowCount = 5,
  emptyState = 'No data',
  onRowClick,
  minWidth,
  pageSize,
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const [uncontrolledSort, setUncontrolledSort] = useState(defaultSort);
  const activeSort = sort !== undefined ? sort : uncontrolledSort;
  const [requestedPage, setPage] = useState(1);

  const sortedRows = useMemo(
    () => (manualSorting ? rows : sortRows(rows, columns, activeSort)),
    [rows, columns, activeSort, manualSorting],
  );
  const pageCount = pageSize ? Math.max(1, Math.ceil(sortedRows.length / pageSize)) : 1;
  // Rows can shrink under the current page (a refetch, a filter): stay on the last one.
  const page = Math.min(requestedPage, pageCount);
  const visibleRows = pageSize
    ? sortedRows.slice((page - 1) * pageSize, page * pageSize)
    : sortedRows;

  const changeSort = (column: TableColumn<Row>) => {
    const next = nextSort(activeSort, column);
    if (sort === undefined) setUncontrolledSort(next);
    setPage(1);
    onSortChange?.(next);
  };

  const placements = useMemo(() => cardPlacements(columns), [columns]);
  // A custom property, not an inline min-width, so the card layout can lift it on a phone.
  const tableStyle =
    minWidth === undefined
      ? undefined
      : ({
          '--table-min-width': typeof minWidth === 'number' ? `${minWidth}px` : minWidth,
        } as CSSProperties);

  const renderBody = () => {
    if (loading) {
      return Array.from({ length: loadingRowCount }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <tr key={index} className="keel-table__row keel-table__row--loading">
          {columns.map((column, columnIndex) => (
            <td
              key={column.id}
              className={classNames(
                'keel-table__cell',
                alignClass(column.align),
                cardClass(placements[columnIndex] ?? 'field'),
              )}
            >
              <Skeleton shape="text" width="70%" className="keel-table__skeleton" />
            </td>
          ))}
        </tr>
      ));
    }
    if (visibleRows.length === 0) {
      return (
        <tr className="keel-table__row">
          <td colSpan={columns.length} className="keel-table__empty">
            {emptyState}
          </td>
        </tr>
      );
    }
    return visibleRows.map((row, index) => (
      <TableRow key={getRowKey(row, index)} row={row} columns={columns} onRowClick={onRowClick} />
    ));
  };

  const table = (
    // With a label the wrapper is a named, focusable region so keyboard users can scroll it.
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is region whenever labelled.
    <div
      className={classNames('keel-table-scroll', className)}
      role={label ? 'region' : undefined}
      aria-labelledby={label ? captionId : undefined}
      tabIndex={label ? 0 : undefined}
    >
      <table className="keel-table" aria-busy={loading || undefined} style={tableStyle}>
        {label && (
          <caption id={captionId} className="keel-visually-hidden">
            {label}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column, columnIndex) => {
              const sortable = isSortable(column);
              const direction = activeSort?.columnId === column.id ? activeSort.direction : null;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sortable && direction ? ARIA_SORT[direction] : undefined}
                  className={classNames(
                    'keel-table__header',
                    alignClass(column.align),
                    sortable && 'keel-table__header--sortable',
                    placements[columnIndex] === 'actions' && 'keel-table__header--actions',
                  )}
                  style={
                    column.width
                      ? ({ '--table-column-width': column.width } as CSSProperties)
                      : undefined
                  }
                >
                  {sortable ? (
                    <button
                      type="button"
                      className="keel-table__sort"
                      onClick={() => changeSort(column)}
                    >
                      {column.header}
                      <SortIcon
                        className="keel-table__sort-icon"
                        direction={direction ? ARIA_SORT[direction] : 'none'}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{renderBody()}</tbody>
      </table>
    </div>
  );
  if (!pageSize || loading || pageCount <= 1) return table;
  return (
    <>
      {table}
      <Pagination
        label={label ? `${label} pages` : 'Pages'}
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
      />
    </>
  );
}
