import { defineDomainServices } from '../../../../common/services/domainServices';
import type { LimitChain, LimitRuntime } from './limitRuntime';

/** What the limit-order hooks build their queries from, once its code has loaded. */
export interface LimitServices {
  chain: LimitChain;
  lib: LimitRuntime;
}

export const limitServices = defineDomainServices<LimitServices>('limitOrders', async (app) => {
  const [chain, runtime] = await Promise.all([app.chainReads(), import('./limitRuntime')]);
  return { chain, lib: runtime.limitRuntime };
});

export const useLimitServices = limitServices.useServices;
