import type { Reserve } from '@keel/chain-readers';
import type { VaultState } from '@keel/vault-programs';
import type Decimal from 'decimal.js';

const DEFAULT_KEY = '11111111111111111111111111111111';

/** A vault as the manager lists it. */
export interface ManagedVault {
  address: string;
  name: string;
  tokenMint: string;
  /** The token's symbol (from the reserves of its mint); the mint when no reserve names it. */
  tokenSymbol: string;
  decimals: number;
  admin: string;
  reserves: number;
  /** Tokens not invested (raw). */
  tokenAvailable: bigint;
  /** Total value locked in USD, when the API reports the vault. */
  tvlUsd: Decimal | undefined;
  ownedByWallet: boolean;
}

/** Token symbols by mint, from the reserves of every market. */
export function symbolsByMint(reserves: readonly Reserve[]): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const reserve of reserves) {
    const mint = reserve.liquidity.mintPubkey.toBase58();
    const name = reserve.config.tokenInfo.name;
    if (name && !symbols.has(mint)) symbols.set(mint, name);
  }
  return symbols;
}

/** The slots in use (a slot is free while its reserve is the default key). */
export function activeCount(state: VaultState): number {
  return state.vaultAllocationStrategy.filter((a) => a.reserve.toBase58() !== DEFAULT_KEY).length;
}

/** The vaults with their admins, those the wallet administers first (address order otherwise). */
export function managedVaults(
  states: readonly VaultState[],
  context: {
    wallet: string | undefined;
    symbols: ReadonlyMap<string, string>;
    tvl: ReadonlyMap<string, Decimal>;
  },
): ManagedVault[] {
  const vaults = states.map((state) => {
    const address = state.address.toBase58();
    const tokenMint = state.tokenMint.toBase58();
    const admin = state.vaultAdminAuthority.toBase58();
    return {
      address,
      name: state.name || address,
      tokenMint,
      tokenSymbol: context.symbols.get(tokenMint) ?? tokenMint,
      decimals: Number(state.tokenMintDecimals),
      admin,
      reserves: activeCount(state),
      tokenAvailable: state.tokenAvailable,
      tvlUsd: context.tvl.get(address),
      ownedByWallet: context.wallet !== undefined && admin === context.wallet,
    };
  });
  return [...vaults.filter((v) => v.ownedByWallet), ...vaults.filter((v) => !v.ownedByWallet)];
}

/** Why the connected wallet cannot edit a vault, or null when it is the vault's admin. */
export function vaultEditBlockedReason(admin: string, wallet: string | undefined): string | null {
  if (wallet === undefined) return 'Read only: connect the vault admin’s wallet to edit';
  if (wallet !== admin) {
    return `Read only: the connected wallet is not the admin of this vault (${admin})`;
  }
  return null;
}
