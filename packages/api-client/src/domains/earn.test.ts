import { describe, expect, it } from 'vitest';
import { json, testClient } from '../testing/fakeFetch';

describe('earn vaults', () => {
  it('uses the current /kvaults/vaults paths and reads metrics history with ms timestamps', async () => {
    const { client, calls } = testClient(() =>
      json([
        {
          timestamp: 1_763_632_800_000,
          tvl: '1000.5',
          apy: '0.061',
          reserves: [
            {
              pubkey: 'R',
              supplyApy: '0.05',
              rewardsApy: '0.01',
              allocationRatio: '0.6',
              rewardTokens: [],
            },
          ],
        },
        { createdOn: '2025-11-21T00:00:00.000Z', tvl: '1001', apy: '0.06' },
      ]),
    );
    const history = await client.earn.vaultMetricsHistory('V1', { start: Date.UTC(2025, 10, 1) });
    expect(calls[0]?.url.pathname).toBe('/kvaults/vaults/V1/metrics/history');
    expect(calls[0]?.url.searchParams.get('start')).toBe('2025-11-01T00:00:00.000Z');
    expect(history.map((point) => point.timestamp)).toEqual([
      1_763_632_800_000,
      Date.UTC(2025, 10, 21),
    ]);
    expect(history[0]?.reserves[0]?.allocationRatio.toFixed()).toBe('0.6');
    expect(history[1]?.reserves).toEqual([]);
  });

  it('reads the user pnl history with mixed timestamp forms', async () => {
    const triple = { token: '1', sol: '0.1', usd: '10' };
    const { client, calls } = testClient(() =>
      json({
        history: [
          { timestamp: '2025-11-01T00:00:00.000Z', type: 'buy', investment: triple },
          { timestamp: 1_762_041_600_000, type: 'mark-to-market', pnl: triple },
          { timestamp: 1_762_041_600_000, type: 'rebalance' },
        ],
        totalPnl: triple,
        totalCostBasis: triple,
      }),
    );
    const pnl = await client.earn.userPnlHistory('V1', 'W1');
    expect(calls[0]?.url.pathname).toBe('/kvaults/V1/users/W1/pnl/history');
    expect(pnl.history.map((row) => row.type)).toEqual(['buy', 'mark-to-market', 'unknown']);
    expect(pnl.history[0]?.timestamp).toBe(Date.UTC(2025, 10, 1));
  });

  it('reads the earnings summary', async () => {
    const pair = { usd: '10', sol: '0.05' };
    const { client } = testClient(() =>
      json({ earnings: { interest: pair, rewards: pair, total: pair } }),
    );
    expect((await client.earn.summary()).earnings.total.usd.toFixed()).toBe('10');
  });
});
