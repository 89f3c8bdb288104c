import type { ApiQueries } from '@keel/api-client';
import type { ChainQueryContext } from '@keel/chain-readers';
import { defineDomainServices } from '../../../../common/services/domainServices';
import type { StrategyRuntime } from './strategyRuntime';

/** What the strategy page's hooks build their queries from, once their code has loaded. */
export interface StrategyServices {
  chain: ChainQueryContext;
  api: ApiQueries;
  lib: StrategyRuntime;
}

export const strategyServices = defineDomainServices<StrategyServices>(
  'liquidityStrategy',
  async (app) => {
    const [chain, client, runtime] = await Promise.all([
      app.chainReads(),
      app.apiClient(),
      import('./strategyRuntime'),
    ]);
    const lib = runtime.strategyRuntime;
    return { chain, api: lib.createApiQueries(client), lib };
  },
);

export const useStrategyServices = strategyServices.useServices;
