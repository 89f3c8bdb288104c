import { defineDomainServices } from '../../../common/services/domainServices';
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
    const [chain, runtime] = await Promise.all([app.chainReads(), import('./runtime')]);
    return { chain, lib: runtime.manageVaultsRuntime };
  },
);

export const useManageVaultsServices = manageVaultsServices.useServices;
