import { defineDomainServices, readChainContext } from '../../../common/services/domainServices';
import type { ManageVaultsChain, ManageVaultsRuntime } from './runtime';

/** What the manage-vaults hooks build their queries and instructions from, once loaded. */
export interface ManageVaultsServices {
  chain: ManageVaultsChain;
  lib: ManageVaultsRuntime;
}

/** The manage-vaults services: the chain connection and the vault writers, loaded on first use. */
export const manageVaultsServices = defineDomainServices<ManageVaultsServices>(
  'manageVaults',
  async (app) => {
    const [connections, runtime] = await Promise.all([app.connections(), import('./runtime')]);
    return { chain: readChainContext(connections), lib: runtime.manageVaultsRuntime };
  },
);

export const useManageVaultsServices = manageVaultsServices.useServices;
