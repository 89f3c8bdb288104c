import type { Address, ChainQueryOptions, ChainRpc } from '@keel/chain-readers';
import { decodeVaultState, VAULT_STATE_SIZE, type VaultState } from '../accounts/vaultState';
import { VAULT_PROGRAM_ID } from '../programId';
import { vaultKeys } from './keys';

/** The list connection and its endpoint (the endpoint is part of the key). */
export interface VaultListContext {
  rpc: Pick<ChainRpc, 'getProgramAccounts'>;
  endpoint: string;
}

/**
 * Every vault of the program, read from the chain (getProgramAccounts, dataSize VAULT_STATE_SIZE),
 * in address order: a vault created a moment ago is listed too. An account that does not decode
 * as a vault is left out.
 */
export function vaultListQueryOptions(
  { rpc, endpoint }: VaultListContext,
  programId: Address = VAULT_PROGRAM_ID,
): ChainQueryOptions<VaultState[], ReturnType<typeof vaultKeys.list>> {
  return {
    queryKey: vaultKeys.list(endpoint),
    queryFn: async () => {
      const accounts = await rpc.getProgramAccounts(programId, {
        filters: [{ dataSize: VAULT_STATE_SIZE }],
      });
      return accounts
        .flatMap(({ pubkey, account }) => {
          try {
            return [decodeVaultState(pubkey, account, { programId })];
          } catch {
            return [];
          }
        })
        .sort((a, b) => a.address.toBase58().localeCompare(b.address.toBase58()));
    },
    staleTime: 15_000,
    gcTime: 5 * 60_000,
  };
}
