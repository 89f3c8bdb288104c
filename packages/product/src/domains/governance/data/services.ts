import type { GovernanceQueryContext } from '@keel/governance-registry';
import { useQuery } from '@tanstack/react-query';
import { useAppServices } from '../../../app/AppServicesContext';
import type { GovernanceRuntime } from './runtime';

/** What the governance hooks build their queries from, once its code has loaded. */
export interface GovernanceServices {
  chain: GovernanceQueryContext;
  lib: GovernanceRuntime;
}

/**
 * Key of the service handle. It is not data: it holds the connection and the runtime code, so
 * data queries build their own keys (governance-registry's) on top.
 */
export const GOVERNANCE_SERVICES_KEY = ['keel', 'services', 'governance'] as const;

/** The governance services; undefined until web3.js and governance-registry have loaded. */
export function useGovernanceServices(): GovernanceServices | undefined {
  const services = useAppServices();
  const { data } = useQuery({
    queryKey: GOVERNANCE_SERVICES_KEY,
    queryFn: async (): Promise<GovernanceServices> => {
      const [connections, runtime] = await Promise.all([
        services.connections(),
        import('./runtime'),
      ]);
      return {
        chain: { rpc: connections.read, endpoint: connections.read.rpcEndpoint },
        lib: runtime.governanceRuntime,
      };
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
