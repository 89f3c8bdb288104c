import { describe, expect, it } from 'vitest';
import { marksStale, offlineApiQueries } from '../../../testing/refreshLists';
import { walletVaultApiReads } from './walletVaultApiReads';

const api = offlineApiQueries();
const VAULT = 'Vault11111111111111111111111111111111111111';
const WALLET = 'Wallet1111111111111111111111111111111111111';

/** Whether invalidating the refresh list after a deposit marks the read stale. */
function refreshed(queryKey: readonly unknown[]): boolean {
  return marksStale(walletVaultApiReads(api, VAULT, WALLET), queryKey);
}

describe('walletVaultApiReads', () => {
  it('covers the vault page, the portfolio earn rows, its chart and the activity lists', () => {
    const reads = [
      api.earn.userPositions(WALLET).queryKey,
      api.earn.userTransactions(WALLET).queryKey,
      api.earn.userMetricsHistory(WALLET, { start: 1, end: 2 }).queryKey,
      api.earn.userPnl(VAULT, WALLET).queryKey,
      api.earn.userVaultMetricsHistory(VAULT, WALLET, { start: 1, end: 2 }).queryKey,
      api.earn.vaultMetrics(VAULT).queryKey,
      api.earn.vaults().queryKey,
    ];
    for (const key of reads) expect(refreshed(key), JSON.stringify(key)).toBe(true);
  });

  it("leaves other wallets' and vaults' reads alone", () => {
    const other = 'Other111111111111111111111111111111111111111';
    expect(refreshed(api.earn.userPositions(other).queryKey)).toBe(false);
    expect(refreshed(api.earn.vaultMetrics(other).queryKey)).toBe(false);
  });
});
