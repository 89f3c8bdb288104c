import type { ApiQueries } from '@keel/api-client';
import type { ChainQueryContext } from '@keel/chain-readers';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../app/AppServicesContext';
import type { LendingRuntime } from './runtime';

/** What the lending hooks build their queries from, once its code has loaded. */
export interface LendingServices {
  chain: ChainQueryContext;
  api: ApiQueries;
  lib: LendingRuntime;
}

/**
 * Key of the service handle. It is not data: it only holds the connection, the API query
 * factories and the runtime code, so data queries build their own keys (from chain-readers and
 * api-client) on top.
 */
export const LENDING_SERVICES_KEY = ['keel', 'services', 'lending'] as const;

/** The lending services; undefined until web3.js, the API client and the runtime have loaded. */
export function useLendingServices(): LendingServices | undefined {
  const services = useAppServices();
  const { data } = useQuery({
    queryKey: LENDING_SERVICES_KEY,
    queryFn: async (): Promise<LendingServices> => {
      const [connections, client, runtime] = await Promise.all([
        services.connections(),
        services.apiClient(),
        import('./runtime'),
      ]);
      const lib = runtime.lendingRuntime;
      return {
        chain: { rpc: connections.read, endpoint: connections.read.rpcEndpoint },
        api: lib.createApiQueries(client),
        lib,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
