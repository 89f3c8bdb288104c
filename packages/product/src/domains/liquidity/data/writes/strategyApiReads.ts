import type { ApiQueries } from '@keel/api-client';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The API's reads a strategy deposit or withdrawal changes: every read of the strategy (its
 * metrics and histories, the wallet's PnL, cost basis, PnL history and earned fees there), the
 * wallet's shareholder transactions (the activity lists) and the strategies' list metrics and
 * total TVL (the strategy's shares issued and TVL move).
 */
export function strategyApiReads(
  api: ApiQueries['strategies'],
  strategy: string,
  wallet: string,
): QueryKey[] {
  return [
    api.strategyReadsKey(strategy),
    api.shareholderTransactions(wallet).queryKey,
    api.metrics('LIVE').queryKey,
    api.tvl().queryKey,
  ];
}
