import type { Address, ChainQueryOptions, ChainRpc } from '@keel/chain-readers';
import { decodeGlobalConfig, type GlobalConfig } from '../accounts/globalConfig';
import { decodeVaultState, type VaultState } from '../accounts/vaultState';
import { globalConfigAddress } from '../pda';
import { VAULT_PROGRAM_ID } from '../programId';
import { vaultKeys } from './keys';

/** The read connection and its endpoint (the endpoint is part of every key). */
export interface VaultQueryContext {
  rpc: Pick<ChainRpc, 'getMultipleAccountsInfo'>;
  endpoint: string;
}

/** A vault's state changes with every deposit: read it fresh, keep it briefly. */
const TIMINGS = { staleTime: 15_000, gcTime: 5 * 60_000 } as const;

/** The vault's VaultState; a missing account is an error (the address came from the API). */
export function vaultStateQueryOptions(
  { rpc, endpoint }: VaultQueryContext,
  vault: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ChainQueryOptions<VaultState, ReturnType<typeof vaultKeys.vault>> {
  return {
    queryKey: vaultKeys.vault(endpoint, vault),
    queryFn: async () => {
      const [account] = await rpc.getMultipleAccountsInfo([vault]);
      if (!account) throw new Error(`Vault ${vault.toBase58()} not found`);
      return decodeVaultState(vault, account, { programId });
    },
    ...TIMINGS,
  };
}

/**
 * The program's GlobalConfig (its withdrawal penalty floor); null when the program has none. It
 * changes only by administration: kept for five minutes.
 */
export function vaultGlobalConfigQueryOptions(
  { rpc, endpoint }: VaultQueryContext,
  programId: Address = VAULT_PROGRAM_ID,
): ChainQueryOptions<GlobalConfig | null, ReturnType<typeof vaultKeys.globalConfig>> {
  const address = globalConfigAddress(programId).address;
  return {
    queryKey: vaultKeys.globalConfig(endpoint, programId),
    queryFn: async () => {
      const [account] = await rpc.getMultipleAccountsInfo([address]);
      return account ? decodeGlobalConfig(address, account) : null;
    },
    staleTime: 5 * 60_000,
  };
}
