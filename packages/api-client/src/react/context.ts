import { createContext, useContext } from 'react';
import type { ApiClient } from '../client';
import type { ApiQueries } from '../query';

/** Where the client stands: still loading (its code is fetched lazily), ready, or failed to load. */
export type ApiClientState =
  | { status: 'loading' }
  | { status: 'ready'; client: ApiClient; queries: ApiQueries }
  | { status: 'failed'; error: Error };

/** The provider's state; exported for the providers of this folder only. */
export const ApiClientContext = createContext<ApiClientState | null>(null);

/** The provider's state; throws outside a provider. */
export function useApiClientState(): ApiClientState {
  const value = useContext(ApiClientContext);
  if (!value) throw new Error('API hooks must be used inside an ApiClientProvider');
  return value;
}

function useReadyState(): Extract<ApiClientState, { status: 'ready' }> {
  const state = useApiClientState();
  if (state.status === 'ready') return state;
  throw state.status === 'failed' ? state.error : new Error('The API client has not loaded yet');
}

/** The configured client, for imperative calls (mutations, prefetching); throws until it has loaded. */
export function useApiClient(): ApiClient {
  return useReadyState().client;
}

/** The query-option factories bound to the configured client; throws until it has loaded. */
export function useApiQueries(): ApiQueries {
  return useReadyState().queries;
}
