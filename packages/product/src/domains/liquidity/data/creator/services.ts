import type { ApiQueries } from '@keel/api-client';
import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { LiquidityWriteChain } from '../writes/writesRuntime';
import type { CreatorRuntime, RentSource } from './creatorRuntime';

/** What the create and edit screens build their queries and transactions from. */
export interface CreatorServices {
  chain: LiquidityWriteChain;
  rent: RentSource;
  api: ApiQueries;
  lib: CreatorRuntime;
}

export const creatorServices = defineDomainServices<CreatorServices>(
  'liquidityCreator',
  async (app) => {
    const [connections, client, runtime] = await Promise.all([
      app.connections(),
      app.apiClient(),
      import('./creatorRuntime'),
    ]);
    const lib = runtime.creatorRuntime;
    return {
      chain: readChainContext(connections),
      rent: connections.read,
      api: lib.createApiQueries(client),
      lib,
    };
  },
);

export const useCreatorServices = creatorServices.useServices;
