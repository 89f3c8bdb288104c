import { describe, expect, it } from 'vitest';
import { marksStale, offlineApiQueries } from '../../../testing/refreshLists';
import { obligationApiReads } from './obligationApiReads';

const api = offlineApiQueries();
const MARKET = 'Market1111111111111111111111111111111111111';
const OBLIGATION = 'Obligation111111111111111111111111111111111';
const OWNER = 'Owner11111111111111111111111111111111111111';

/** Whether invalidating the refresh list after a write marks the read stale. */
function refreshed(queryKey: readonly unknown[]): boolean {
  return marksStale(
    obligationApiReads(api, { market: MARKET, obligation: OBLIGATION, owner: OWNER }),
    queryKey,
  );
}

describe('obligationApiReads', () => {
  it('covers every API read of the obligation the dashboard, the position and the portfolio show', () => {
    const reads = [
      api.lending.obligationPnl(MARKET, OBLIGATION).queryKey,
      api.lending.obligationPnl(MARKET, OBLIGATION, { pnlMode: 'obligation_all_time' }).queryKey,
      api.lending.obligationMetricsHistory(MARKET, OBLIGATION, { start: 1, end: 2 }).queryKey,
      api.lending.obligationTransactions(MARKET, OBLIGATION).queryKey,
      api.lending.interestFees(MARKET, OBLIGATION).queryKey,
      api.lending.userTransactions(MARKET, OWNER).queryKey,
      api.lending.leverageMetrics(MARKET).queryKey,
      api.lending.reserveMetricsHistory(MARKET, 'Reserve1111111111111111111111111111111111111', {
        start: 1,
        end: 2,
      }).queryKey,
    ];
    for (const key of reads) expect(refreshed(key), JSON.stringify(key)).toBe(true);
  });

  it("leaves other obligations' reads alone", () => {
    const other = 'Other111111111111111111111111111111111111111';
    expect(refreshed(api.lending.obligationPnl(MARKET, other).queryKey)).toBe(false);
    expect(refreshed(api.lending.userTransactions(MARKET, other).queryKey)).toBe(false);
    const reserve = 'Reserve1111111111111111111111111111111111111';
    expect(refreshed(api.lending.reserveMetricsHistory(other, reserve).queryKey)).toBe(false);
  });
});
