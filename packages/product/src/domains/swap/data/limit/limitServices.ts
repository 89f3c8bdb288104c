import type { LimitOrderQueryContext } from '@keel/limit-order-programs';
import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { LimitRuntime } from './limitRuntime';

/** What the limit-order hooks build their queries from, once its code has loaded. */
export interface LimitServices {
  chain: LimitOrderQueryContext;
  lib: LimitRuntime;
}

export const limitServices = defineDomainServices<LimitServices>('limitOrders', async (app) => {
  const [connections, runtime] = await Promise.all([app.connections(), import('./limitRuntime')]);
  return { chain: readChainContext(connections), lib: runtime.limitRuntime };
});

export const useLimitServices = limitServices.useServices;
