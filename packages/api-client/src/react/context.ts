import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';
import type { ApiClient } from '../client';
import { type ApiQueries, createApiQueries } from '../query';

interface ApiContextValue {
  client: ApiClient;
  queries: ApiQueries;
}

const ApiClientContext = createContext<ApiContextValue | null>(null);

/** Makes one API client (and its query factories) available to the hooks below it. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children?: ReactNode;
}) {
  const value = useMemo(() => ({ client, queries: createApiQueries(client) }), [client]);
  return createElement(ApiClientContext.Provider, { value }, children);
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiClientContext);
  if (!value) throw new Error('API hooks must be used inside an ApiClientProvider');
  return value;
}

/** The configured client, for imperative calls (mutations, prefetching). */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}

/** The query-option factories bound to the configured client. */
export function useApiQueries(): ApiQueries {
  return useApiContext().queries;
}
