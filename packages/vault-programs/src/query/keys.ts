import type { PublicKey } from '@solana/web3.js';

type Address = PublicKey | string;
const text = (address: Address): string =>
  typeof address === 'string' ? address : address.toBase58();

/**
 * Query keys: ['earnVault', endpoint, vault]. Invalidating ['earnVault', endpoint] after a deposit
 * or a withdrawal refreshes every vault read.
 */
export const vaultKeys = {
  all: (endpoint: string) => ['earnVault', endpoint] as const,
  /** Every vault of the program (the manager's list). */
  list: (endpoint: string) => ['earnVault', endpoint, 'list'] as const,
  vault: (endpoint: string, vault: Address) => ['earnVault', endpoint, text(vault)] as const,
  reserves: (endpoint: string, vault: Address) =>
    [...vaultKeys.vault(endpoint, vault), 'reserves'] as const,
};
