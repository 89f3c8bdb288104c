import { defineDomainServices } from '../../../../common/services/domainServices';
import type { LiquidityWriteChain, LiquidityWritesRuntime } from './writesRuntime';

/** What the strategy page's write forms build their queries and transactions from. */
export interface LiquidityWriteServices {
  chain: LiquidityWriteChain;
  lib: LiquidityWritesRuntime;
}

export const liquidityWriteServices = defineDomainServices<LiquidityWriteServices>(
  'liquidityWrites',
  async (app) => {
    const [chain, runtime] = await Promise.all([app.chainReads(), import('./writesRuntime')]);
    return { chain, lib: runtime.liquidityWritesRuntime };
  },
);

export const useLiquidityWriteServices = liquidityWriteServices.useServices;
