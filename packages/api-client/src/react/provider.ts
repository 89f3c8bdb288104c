import { createElement, type ReactNode, useMemo } from 'react';
import type { ApiClient } from '../client';
import { createApiQueries } from '../query';
import { ApiClientContext, type ApiClientState } from './context';

/**
 * Makes one API client (and its query factories) available to the hooks below it. `client`
 * undefined means it is still loading: the hooks then report pending queries and run nothing.
 */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient | undefined;
  children?: ReactNode;
}) {
  const value = useMemo<ApiClientState>(
    () =>
      client
        ? { status: 'ready', client, queries: createApiQueries(client) }
        : { status: 'loading' },
    [client],
  );
  return createElement(ApiClientContext.Provider, { value }, children);
}
