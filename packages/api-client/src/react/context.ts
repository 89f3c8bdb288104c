import {
  createContext,
  createElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ApiClient } from '../client';
import { type ApiQueries, createApiQueries } from '../query';

/** Where the client stands: still loading (its code is fetched lazily), ready, or failed to load. */
export type ApiClientState =
  | { status: 'loading' }
  | { status: 'ready'; client: ApiClient; queries: ApiQueries }
  | { status: 'failed'; error: Error };

const ApiClientContext = createContext<ApiClientState | null>(null);

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
    load().then(
      (client) => {
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
