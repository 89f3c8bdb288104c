/** One page of a list that is paged in memory. */
export interface RowsPage<Row> {
  rows: readonly Row[];
  /** The 1-based page shown: the asked page, brought within the pages there are. */
  page: number;
  pageCount: number;
  /** Rows matching the filter, over every page. */
  total: number;
}

export function pageOf<Row>(rows: readonly Row[], page: number, pageSize: number): RowsPage<Row> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, page), pageCount);
  const start = (shown - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), page: shown, pageCount, total: rows.length };
}
