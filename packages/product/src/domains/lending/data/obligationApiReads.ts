import type { ApiQueries } from '@keel/api-client';
import type { QueryKey } from '@tanstack/react-query';

/**
 * The API's reads a write to an obligation changes (supply, borrow, repay, withdraw, a leverage
 * loop, a collateral swap, e-mode, a liquidation): every read of the obligation — its PnL, history
 * chart, interest and transactions, shown on its dashboard, the multiply position and the
 * portfolio's rows and activity —, its owner's transactions in the market, the market's
 * leverage metrics and its reserves' histories (their totals, utilisation and rates move).
 */
export function obligationApiReads(
  api: ApiQueries,
  input: { market: string; obligation: string; owner: string },
): QueryKey[] {
  return [
    api.lending.obligationReadsKey(input.market, input.obligation),
    api.lending.userTransactions(input.market, input.owner).queryKey,
    api.lending.leverageMetrics(input.market).queryKey,
    api.lending.reserveReadsKey(input.market),
  ];
}
