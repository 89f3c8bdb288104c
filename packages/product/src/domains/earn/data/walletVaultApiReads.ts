import type { ApiQueries } from '@keel/api-client';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The API's reads a deposit or a withdrawal changes, refreshed after the write so every figure is
 * read again, not only the chain's: the wallet's across vaults (its positions — the portfolio's
 * earn rows —, value history and transactions — the activity lists), every read of the vault
 * (metrics, state, the wallet's profit and loss and history there) and the vault list (shares
 * issued, AUM).
 */
export function walletVaultApiReads(api: ApiQueries, vault: string, wallet: string): QueryKey[] {
  return [api.earn.userReadsKey(wallet), api.earn.vaultReadsKey(vault), api.earn.vaults().queryKey];
}
