import type { Address } from '../address/address';
import { chainKeys } from '../query/keys';
import { type LogsRpc, subscribeToWalletLogs, type Unsubscribe } from './walletLogs';

/** The part of React Query's QueryClient the invalidation needs. */
export interface QueryInvalidator {
  invalidateQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
}

/**
 * Any confirmed transaction mentioning the wallet invalidates its balance queries (native SOL
 * and token accounts), so they refetch at once instead of at their next poll (D§7).
 */
export function invalidateBalancesOnWalletLogs(
  rpc: LogsRpc,
  queryClient: QueryInvalidator,
  endpoint: string,
  wallet: Address,
): Unsubscribe {
  return subscribeToWalletLogs(rpc, wallet, () => {
    void queryClient.invalidateQueries({ queryKey: chainKeys.balances(endpoint, wallet) });
  });
}
