import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { MultiplyRuntime } from './runtime';

/** What the position forms build their queries and transactions from, once loaded. */
export interface MultiplyWriteServices {
  chain: ReturnType<typeof readChainContext>;
  lib: MultiplyRuntime;
}

export const multiplyWriteServices = defineDomainServices<MultiplyWriteServices>(
  'multiplyWrites',
  async (app) => {
    const [connections, runtime] = await Promise.all([app.connections(), import('./runtime')]);
    return { chain: readChainContext(connections), lib: runtime.multiplyRuntime };
  },
);

export const useMultiplyWriteServices = multiplyWriteServices.useServices;
