import { createElement, type ReactNode, useEffect, useState } from 'react';
import type { ApiClient } from '../client';
import { ApiClientContext, type ApiClientState } from './context';

/**
 * Loads the client on mount (e.g. a dynamic import, so its schemas stay out of the first
 * download) and provides it once it arrives. If loading fails, the hooks' queries fail with
 * that error.
 */
export function LazyApiClientProvider({
  load,
  children,
}: {
  load: () => Promise<ApiClient>;
  children?: ReactNode;
}) {
  const [state, setState] = useState<ApiClientState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    // The query factories come with the client, so neither is in the first download.
    Promise.all([load(), import('../query')]).then(
      ([client, { createApiQueries }]) => {
        if (live) setState({ status: 'ready', client, queries: createApiQueries(client) });
      },
      (error: unknown) => {
        if (live) {
          setState({
            status: 'failed',
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [load]);
  return createElement(ApiClientContext.Provider, { value: state }, children);
}
