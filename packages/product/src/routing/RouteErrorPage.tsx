import { Button } from '@keel/ui-kit';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useAppServices } from '../app/AppServicesContext';
import { PageFrame } from '../layout/PageFrame';
import { isChunkOrFetchFailure, reloadAfterChunkFailure } from './chunkReload';

/** Shown when a screen throws; chunk-load failures reload the page (throttled) instead. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { storage, storageKeys } = useAppServices();
  useEffect(() => {
    reloadAfterChunkFailure(error, storage, storageKeys.lastFailedToFetchTime, () =>
      window.location.reload(),
    );
  }, [error, storage, storageKeys]);

  const message = isChunkOrFetchFailure(error)
    ? 'Part of the app could not be downloaded. Check your connection and try again.'
    : 'Something went wrong while showing this page.';
  return (
    <PageFrame title="This page could not be shown">
      <div className="keel-not-found" role="alert">
        <p className="keel-not-found__text">{message}</p>
        <Button onClick={() => window.location.reload()}>Try again</Button>
      </div>
    </PageFrame>
  );
}
