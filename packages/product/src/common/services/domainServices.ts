import type { Connections } from '@keel/chain-readers';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type AppServices, useAppServices } from '../../app/AppServicesContext';

/**
 * Keys of the service handles. A handle is not data: it holds connections, query factories and
 * lazily loaded code, so data queries build their own keys (the packages') on top.
 */
export const domainServiceKeys = {
  all: () => ['keel', 'services'] as const,
  domain: (name: string) => ['keel', 'services', name] as const,
  /** The stand-in a hook uses until its domain's services have loaded (see whenReady). */
  pending: (name: string) => ['keel', 'services', 'pending', name] as const,
};

/**
 * The chain context of services that build transactions: web3.js's read `Connection`, which also
 * answers what transaction building asks beyond the chain reads (address lookup tables). Read-only
 * services take `AppServices.chainReads` instead, which does not load web3.js's RPC client.
 */
export function readChainContext(connections: Connections) {
  return { rpc: connections.read, endpoint: connections.read.rpcEndpoint };
}

export interface DomainServices<S> {
  /** The domain's services; undefined until their code and connections have loaded. */
  useServices: () => S | undefined;
  /** Puts ready services in a client's cache (screen tests seed them so). */
  seed: (client: QueryClient, services: S) => void;
  /** The services a client holds, if any. */
  read: (client: QueryClient) => S | undefined;
  /** Starts loading them into a client's cache before any screen asks (never rejects). */
  prefetch: (client: QueryClient, app: AppServices) => Promise<void>;
}

/**
 * One domain's services, loaded once per app on first use and kept for the app's life: each
 * domain says only what it loads (its runtime chunk, the connections, the API client).
 */
export function defineDomainServices<S>(
  name: string,
  load: (app: AppServices) => Promise<S>,
): DomainServices<S> {
  const queryKey = domainServiceKeys.domain(name);
  const options = (app: AppServices) => ({
    queryKey,
    queryFn: () => load(app),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return {
    useServices() {
      const app = useAppServices();
      const { data } = useQuery(options(app));
      return data;
    },
    prefetch: (client, app) => client.prefetchQuery(options(app)),
    seed: (client, services) => void client.setQueryData(queryKey, services),
    read: (client) => client.getQueryData<S>(queryKey),
  };
}
