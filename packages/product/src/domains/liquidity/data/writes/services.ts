import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { LiquidityWriteChain, LiquidityWritesRuntime } from './writesRuntime';

/** What the strategy page's write forms build their queries and transactions from. */
export interface LiquidityWriteServices {
  chain: LiquidityWriteChain;
  lib: LiquidityWritesRuntime;
}

export const liquidityWriteServices = defineDomainServices<LiquidityWriteServices>(
  'liquidityWrites',
  async (app) => {
    const [connections, runtime] = await Promise.all([
      app.connections(),
      import('./writesRuntime'),
    ]);
    return { chain: readChainContext(connections), lib: runtime.liquidityWritesRuntime };
  },
);

export const useLiquidityWriteServices = liquidityWriteServices.useServices;
