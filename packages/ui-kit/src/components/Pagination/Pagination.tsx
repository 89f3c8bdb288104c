import { useId } from 'react';
import { classNames } from '../../internal/classNames';
import { Button } from '../Button/Button';

export interface PaginationPageSize {
  value: number;
  options: readonly number[];
  onChange: (size: number) => void;
}

export interface PaginationProps {
  /** Names the navigation landmark, e.g. 'Leaderboard pages'. */
  label: string;
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The rows-per-page choice, when the list offers one. */
  pageSize?: PaginationPageSize;
  /** Writes page numbers; thousands grouped with commas by default (as core-math's formatCount). */
  formatNumber?: (value: number) => string;
  className?: string;
}

const groupThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Previous / next page of a list, where it is ('Page 2 of 40'), and optionally rows per page. */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  pageSize,
  formatNumber = groupThousands,
  className,
}: PaginationProps) {
  const id = useId();
  return (
    <nav className={classNames('keel-pagination', className)} aria-label={label}>
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span aria-live="polite">
        Page {formatNumber(page)} of {formatNumber(Math.max(pageCount, 1))}
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
            className="keel-pagination__size"
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
