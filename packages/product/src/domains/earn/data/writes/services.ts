import { defineDomainServices } from '../../../../common/services/domainServices';
import type { VaultWriteChain, VaultWritesRuntime } from './runtime';

/** What the vault's forms build their queries and instructions from, once loaded. */
export interface VaultWriteServices {
  chain: VaultWriteChain;
  lib: VaultWritesRuntime;
}

export const vaultWriteServices = defineDomainServices<VaultWriteServices>(
  'earnWrites',
  async (app) => {
    const [chain, runtime] = await Promise.all([app.chainReads(), import('./runtime')]);
    return { chain, lib: runtime.vaultWritesRuntime };
  },
);

export const useVaultWriteServices = vaultWriteServices.useServices;
