import type { ApiQueries } from '@keel/api-client';
import type { ChainQueryContext } from '@keel/chain-readers';
import { defineDomainServices } from '../../../common/services/domainServices';
import type { PortfolioRuntime } from './runtime';

/** What the portfolio hooks build their queries from, once its code has loaded. */
export interface PortfolioServices {
  chain: ChainQueryContext;
  api: ApiQueries;
  lib: PortfolioRuntime;
}

/** The portfolio services: web3.js, the API client and the portfolio runtime, loaded together. */
export const portfolioServices = defineDomainServices<PortfolioServices>(
  'portfolio',
  async (app) => {
    const [chain, client, runtime] = await Promise.all([
      app.chainReads(),
      app.apiClient(),
      import('./runtime'),
    ]);
    const lib = runtime.portfolioRuntime;
    return { chain, api: lib.createApiQueries(client), lib };
  },
);

export const usePortfolioServices = portfolioServices.useServices;
