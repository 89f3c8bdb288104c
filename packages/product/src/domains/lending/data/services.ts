import type { ApiQueries } from '@keel/api-client';
import type { ChainQueryContext } from '@keel/chain-readers';
import { defineDomainServices } from '../../../common/services/domainServices';
import type { LendingRuntime } from './runtime';

/** What the lending hooks build their queries from, once its code has loaded. */
export interface LendingServices {
  chain: ChainQueryContext;
  api: ApiQueries;
  lib: LendingRuntime;
}

/** The lending services: web3.js, the API client and the lending runtime, loaded together. */
export const lendingServices = defineDomainServices<LendingServices>('lending', async (app) => {
  const [chain, client, runtime] = await Promise.all([
    app.chainReads(),
    app.apiClient(),
    import('./runtime'),
  ]);
  const lib = runtime.lendingRuntime;
  return { chain, api: lib.createApiQueries(client), lib };
});

export const useLendingServices = lendingServices.useServices;
