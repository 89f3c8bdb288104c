import { Button } from '@keel/ui-kit';
import { useEffect } from 'react';
import { useAppServices } from '../app/AppServicesContext';
import { PageFrame } from '../layout/PageFrame';
import { APP_LOAD_FAILURE } from '../shell/appShellMarkup';
import { isChunkOrFetchFailure, reloadAfterChunkFailure } from './chunkReload';

/** Shown when a screen throws; chunk-load failures reload the page (throttled) instead. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { storage, storageKeys } = useAppServices();
  useEffect(() => {
    reloadAfterChunkFailure(error, storage, storageKeys.lastFailedToFetchTime, () =>
      window.location.reload(),
    );
  }, [error, storage, storageKeys]);

  const message = isChunkOrFetchFailure(error)
    ? APP_LOAD_FAILURE.message
    : 'Something went wrong while showing this page.';
  return (
    <PageFrame title={APP_LOAD_FAILURE.title}>
      <div className="keel-not-found" role="alert">
        <p className="keel-not-found__text">{message}</p>
        <Button onClick={() => window.location.reload()}>{APP_LOAD_FAILURE.action}</Button>
      </div>
    </PageFrame>
  );
}
