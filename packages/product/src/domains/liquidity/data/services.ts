import type { ApiQueries } from '@keel/api-client';
import type { ChainQueryContext } from '@keel/chain-readers';
import { defineDomainServices } from '../../../common/services/domainServices';
import type { LiquidityRuntime } from './runtime';

/** What the liquidity hooks build their queries from, once their code has loaded. */
export interface LiquidityServices {
  chain: ChainQueryContext;
  api: ApiQueries;
  lib: LiquidityRuntime;
}

/** The liquidity services: web3.js, the API client and the liquidity runtime, loaded together. */
export const liquidityServices = defineDomainServices<LiquidityServices>(
  'liquidity',
  async (app) => {
    const [chain, client, runtime] = await Promise.all([
      app.chainReads(),
      app.apiClient(),
      import('./runtime'),
    ]);
    const lib = runtime.liquidityRuntime;
    return { chain, api: lib.createApiQueries(client), lib };
  },
);

export const useLiquidityServices = liquidityServices.useServices;
