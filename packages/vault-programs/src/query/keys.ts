import type { Address } from '@keel/chain-readers';

type AddressOrText = Address | string;
const text = (address: AddressOrText): string =>
  typeof address === 'string' ? address : address.toBase58();

/**
 * Query keys: ['earnVault', endpoint, vault]. Invalidating ['earnVault', endpoint] after a deposit
 * or a withdrawal refreshes every vault read.
 */
export const vaultKeys = {
  all: (endpoint: string) => ['earnVault', endpoint] as const,
  /** Every vault of the program (the manager's list). */
  list: (endpoint: string) => ['earnVault', endpoint, 'list'] as const,
  vault: (endpoint: string, vault: AddressOrText) => ['earnVault', endpoint, text(vault)] as const,
  reserves: (endpoint: string, vault: AddressOrText) =>
    [...vaultKeys.vault(endpoint, vault), 'reserves'] as const,
  /** The program's GlobalConfig (the withdrawal penalty floor). */
  globalConfig: (endpoint: string, programId: AddressOrText) =>
    ['earnVault', endpoint, 'globalConfig', text(programId)] as const,
};
