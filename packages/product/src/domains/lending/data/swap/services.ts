import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { LendingSwapRuntime } from './runtime';

/** What the swap form builds its transactions from, once loaded. */
export interface LendingSwapServices {
  chain: ReturnType<typeof readChainContext>;
  lib: LendingSwapRuntime;
}

export const lendingSwapServices = defineDomainServices<LendingSwapServices>(
  'lendingSwap',
  async (app) => {
    const [connections, runtime] = await Promise.all([app.connections(), import('./runtime')]);
    return { chain: readChainContext(connections), lib: runtime.lendingSwapRuntime };
  },
);

export const useLendingSwapServices = lendingSwapServices.useServices;
