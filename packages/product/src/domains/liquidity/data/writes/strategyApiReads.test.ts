import { createApiClient, createApiQueries } from '@keel/api-client';
import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { testBrand } from '../../../../testing/renderApp';
import { strategyApiReads } from './strategyApiReads';

const api = createApiQueries(
  createApiClient({
    baseUrl: 'http://api.test.invalid',
    cdnUrl: 'http://cdn.test.invalid',
    geoUrl: 'http://geo.test.invalid',
    fetch: () => Promise.reject(new Error('no network in this test')),
    env: 'localnet',
    slug: testBrand.apiSlug,
  }),
).strategies;
const STRATEGY = 'Strategy11111111111111111111111111111111111';
const WALLET = 'Wallet1111111111111111111111111111111111111';

/** Whether invalidating the refresh list after a deposit marks the read stale. */
function refreshed(queryKey: readonly unknown[]): boolean {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey });
  return strategyApiReads(api, STRATEGY, WALLET).some((prefix) =>
    matchQuery({ queryKey: prefix }, query),
  );
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
