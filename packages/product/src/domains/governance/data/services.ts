import type { ChainQueryContext } from '@keel/chain-readers';
import type { GovernanceRpcMethod } from '@keel/governance-registry';
import { defineDomainServices } from '../../../common/services/domainServices';
import type { GovernanceRuntime } from './runtime';

/** What the governance hooks build their queries from, once its code has loaded. */
export interface GovernanceServices {
  /** The read connection: governance-registry's reads and the wallet's token accounts. */
  chain: ChainQueryContext<GovernanceRpcMethod | 'getTokenAccountsByOwner'>;
  lib: GovernanceRuntime;
}

/** The governance services: web3.js and governance-registry, loaded together. */
export const governanceServices = defineDomainServices<GovernanceServices>(
  'governance',
  async (app) => {
    const [chain, runtime] = await Promise.all([app.chainReads(), import('./runtime')]);
    return { chain, lib: runtime.governanceRuntime };
  },
);

export const useGovernanceServices = governanceServices.useServices;
