import { formatCount } from '@keel/core-math';
import { Button } from '@keel/ui-kit';
import { useId } from 'react';

export interface PaginationProps {
  label: string;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The page-size choice, when the table offers one. */
  pageSize?: { value: number; options: readonly number[]; onChange: (size: number) => void };
}

/** Previous / next pages of a table, the page number, and optionally the rows per page. */
export function Pagination({ label, page, pageCount, onPageChange, pageSize }: PaginationProps) {
  const id = useId();
  return (
    <nav className="keel-points__pagination" aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite">
        Page {formatCount(page)} of {formatCount(pageCount)}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
      {pageSize ? (
        <>
          <label htmlFor={`${id}-size`}>Rows per page</label>
          <select
            id={`${id}-size`}
            value={pageSize.value}
            onChange={(event) => pageSize.onChange(Number(event.target.value))}
          >
            {pageSize.options.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </nav>
  );
}
