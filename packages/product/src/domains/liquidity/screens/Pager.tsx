import { Button } from '@keel/ui-kit';

/** How many strategies are listed and, for a long list, previous / next through its pages. */
export function Pager({
  page,
  pages,
  total,
  onPageChange,
}: {
  page: number;
  pages: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <nav className="keel-strategies__pager" aria-label="Strategy list pages">
      <span className="keel-strategies__count" aria-live="polite">
        {pages > 1 ? `Page ${page + 1} of ${pages} · ` : ''}
        {total} {total === 1 ? 'strategy' : 'strategies'}
      </span>
      {pages > 1 ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages - 1}
            onClick={() => onPageChange(page + 1)}
          >
            Next
          </Button>
        </>
      ) : null}
    </nav>
  );
}
