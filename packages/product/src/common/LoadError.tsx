import { Button } from '@keel/ui-kit';

/** A load failure that leaves the rest of the page working, with a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const description =
    'description' in error && typeof error.description === 'string'
      ? error.description
      : error.message;
  return (
    <div role="alert" className="keel-load-error">
      <p className="keel-load-error__title">{title}</p>
      <p className="keel-load-error__text">{description}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
