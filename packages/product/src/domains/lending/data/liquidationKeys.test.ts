import { chainKeys, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { marksStale, offlineApiQueries } from '../../../testing/refreshLists';
import { liquidationInvalidations } from './liquidationKeys';

const api = offlineApiQueries();
const ENDPOINT = 'http://rpc.test.invalid';
const MARKET = 'Market1111111111111111111111111111111111111';
const OBLIGATION = 'Obligation111111111111111111111111111111111';
const OWNER = 'Owner11111111111111111111111111111111111111';

/** Whether invalidating a liquidation's refresh list marks the read stale. */
function refreshed(queryKey: readonly unknown[]): boolean {
  return marksStale(
    liquidationInvalidations(
      ENDPOINT,
      { market: MARKET, obligation: OBLIGATION, owner: OWNER },
      api,
    ),
    queryKey,
  );
}

describe('liquidationInvalidations', () => {
  it("refreshes the liquidated obligation on chain and in the API, its owner's list and the market's", () => {
    const reads = [
      chainKeys.obligation(ENDPOINT, OBLIGATION, KLEND_PROGRAM_ID),
      chainKeys.marketObligations(ENDPOINT, MARKET, KLEND_PROGRAM_ID),
      api.lending.obligationTransactions(MARKET, OBLIGATION).queryKey,
      api.lending.obligationMetricsHistory(MARKET, OBLIGATION, { start: 1, end: 2 }).queryKey,
      api.lending.obligationPnl(MARKET, OBLIGATION).queryKey,
      api.lending.userTransactions(MARKET, OWNER).queryKey,
    ];
    for (const key of reads) expect(refreshed(key), JSON.stringify(key)).toBe(true);
  });

  it("leaves another obligation's reads alone", () => {
    const other = 'Other111111111111111111111111111111111111111';
    expect(refreshed(api.lending.obligationTransactions(MARKET, other).queryKey)).toBe(false);
    expect(refreshed(api.lending.userTransactions(MARKET, other).queryKey)).toBe(false);
  });
});
