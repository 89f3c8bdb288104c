import { Skeleton } from '@keel/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from './LoadError';

export interface QueryStateProps<T> {
  /** The content's data; undefined or null while it loads. */
  data: T | null | undefined;
  /** Why the route's address names nothing (D§8 'X is not found'); shown before anything else. */
  notFound?: string | null | undefined;
  /** Where a not-found page leads back to. */
  back?: { to: string; label: string };
  error: Error | null | undefined;
  /** The load error's title (a D§8 toast text where one applies). */
  errorTitle: string;
  onRetry: () => void;
  /** Heights of the skeleton blocks shown while loading. */
  skeleton?: readonly number[];
  children: (data: T) => ReactNode;
}

const DEFAULT_SKELETON = [120, 120] as const;

/** The one not-found / error / loading / content switch every data screen shows. */
export function QueryState<T>({
  data,
  notFound,
  back,
  error,
  errorTitle,
  onRetry,
  skeleton = DEFAULT_SKELETON,
  children,
}: QueryStateProps<T>) {
  if (notFound) {
    return (
      <section role="alert" className="keel-load-error">
        <p className="keel-load-error__title">{notFound}</p>
        {back ? <Link to={back.to}>{back.label}</Link> : null}
      </section>
    );
  }
  if (error) return <LoadError title={errorTitle} error={error} onRetry={onRetry} />;
  if (data === undefined || data === null) {
    return (
      <div aria-busy="true">
        {skeleton.map((height, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed placeholders
          <Skeleton key={index} shape="block" height={height} />
        ))}
      </div>
    );
  }
  return <>{children(data)}</>;
}
