import { describe, expect, it } from 'vitest';
import { marksStale, offlineApiQueries } from '../../../../testing/refreshLists';
import { strategyApiReads } from './strategyApiReads';

const api = offlineApiQueries().strategies;
const STRATEGY = 'Strategy11111111111111111111111111111111111';
const WALLET = 'Wallet1111111111111111111111111111111111111';

/** Whether invalidating the refresh list after a deposit marks the read stale. */
function refreshed(queryKey: readonly unknown[]): boolean {
  return marksStale(strategyApiReads(api, STRATEGY, WALLET), queryKey);
}

describe('strategyApiReads', () => {
  it("covers the position's PnL and cost basis, its history, fees earned, the activity lists and the list's TVLs", () => {
    const range = { start: 1, end: 2 };
    const reads = [
      api.userPnl(STRATEGY, WALLET).queryKey,
      api.userPnlHistory(STRATEGY, WALLET, range).queryKey,
      api.userFeesAndRewards(STRATEGY, WALLET).queryKey,
      api.metricsOf(STRATEGY).queryKey,
      api.shareholderTransactions(WALLET).queryKey,
      api.metrics('LIVE').queryKey,
      api.tvl().queryKey,
    ];
    for (const key of reads) expect(refreshed(key), JSON.stringify(key)).toBe(true);
  });

  it("leaves other strategies' and wallets' reads alone", () => {
    const other = 'Other111111111111111111111111111111111111111';
    expect(refreshed(api.userPnl(other, WALLET).queryKey)).toBe(false);
    expect(refreshed(api.shareholderTransactions(other).queryKey)).toBe(false);
    expect(refreshed(api.volume('LIVE').queryKey)).toBe(false);
  });
});
