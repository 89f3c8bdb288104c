import { defineDomainServices } from '../../../common/services/domainServices';
import type { ManageRuntime } from './runtime';

/** The manage domain's writers, loaded on first use. */
export const manageServices = defineDomainServices<{ lib: ManageRuntime }>('manage', async () => {
  const runtime = await import('./runtime');
  return { lib: runtime.manageRuntime };
});

export const useManageServices = manageServices.useServices;
