import { defineDomainServices, readChainContext } from '../../../../common/services/domainServices';
import type { VaultWriteChain, VaultWritesRuntime } from './runtime';

/** What the vault's forms build their queries and instructions from, once loaded. */
export interface VaultWriteServices {
  chain: VaultWriteChain;
  lib: VaultWritesRuntime;
}

export const vaultWriteServices = defineDomainServices<VaultWriteServices>(
  'earnWrites',
  async (app) => {
    const [connections, runtime] = await Promise.all([app.connections(), import('./runtime')]);
    return { chain: readChainContext(connections), lib: runtime.vaultWritesRuntime };
  },
);

export const useVaultWriteServices = vaultWriteServices.useServices;
