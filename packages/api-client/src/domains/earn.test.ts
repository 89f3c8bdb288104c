import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiValidationError } from '../http/errors';
import { json, status, testClient } from '../testing/fakeFetch';

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

describe("a wallet's vault positions", () => {
  const row = (extra: Record<string, unknown> = {}) => ({
    vaultAddress: 'V1',
    stakedShares: '1000',
    unstakedShares: '308.142884',
    totalShares: '1308.142884',
    ...extra,
  });

  it('reads rows of vault address and whole shares, staked shares counted in the total', async () => {
    const { client, calls } = testClient(() =>
      json([row({ state: { name: 'ignored' }, lastUpdated: 1 }), row({ vaultAddress: 'V2' })]),
    );
    const positions = await client.earn.userPositions('W1');
    expect(calls[0]?.url.pathname).toBe('/kvaults/users/W1/positions');
    expect(positions.map((p) => p.vaultAddress)).toEqual(['V1', 'V2']);
    expect(positions[0]?.stakedShares.toFixed()).toBe('1000');
    expect(positions[0]?.unstakedShares.toFixed()).toBe('308.142884');
    expect(positions[0]?.totalShares.toFixed()).toBe('1308.142884');
    expect(Object.keys(positions[0] ?? {}).sort()).toEqual([
      'stakedShares',
      'totalShares',
      'unstakedShares',
      'vaultAddress',
    ]);
  });

  it("reads the reference's `address` when a row has no `vaultAddress`", async () => {
    const { vaultAddress: _, ...rest } = row();
    const { client } = testClient(() => json([{ ...rest, address: 'V9' }]));
    expect((await client.earn.userPositions('W1'))[0]?.vaultAddress).toBe('V9');
  });

  it.each([
    ['shares that are not a number', [row({ totalShares: 'lots' })], 'totalShares'],
    ['a row without its total', [{ ...row(), totalShares: undefined }], 'totalShares'],
    ['a row without a vault', [{ ...row(), vaultAddress: undefined }], 'vaultAddress'],
    ['an object instead of rows', { positions: [row()] }, 'an array'],
  ])('rejects %s with a validation error naming it', async (_, body, named) => {
    const { client } = testClient(() => json(body));
    const failure = client.earn.userPositions('W1');
    await expect(failure).rejects.toBeInstanceOf(ApiValidationError);
    await expect(failure).rejects.toThrow(named);
  });

  it('fails with the network error of a server error', async () => {
    const { client } = testClient(() => status(500));
    const failure = client.earn.userPositions('W1');
    await expect(failure).rejects.toBeInstanceOf(ApiNetworkError);
    await expect(failure).rejects.toThrow('network error status: 500');
  });
});
