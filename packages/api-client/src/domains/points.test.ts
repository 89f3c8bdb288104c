import { describe, expect, it } from 'vitest';
import { json, status, testClient } from '../testing/fakeFetch';

describe('points', () => {
  it('sends the season as source=SeasonN with the page window', async () => {
    const { client, calls } = testClient(() =>
      json({
        totalLeaderboardCount: '10234',
        leaderboard: [
          {
            leaderboardRank: '1',
            ownerPubkey: 'W1',
            totalPointsEarned: '123456789.5',
            lastCalculatedStrategies: null,
            lastCalculatedBorrowLend: '2025-11-20T10:00:00.000Z',
          },
        ],
      }),
    );
    const board = await client.points.leaderboard({ season: 3, offset: 50 });
    const params = calls[0]?.url.searchParams;
    expect(params?.get('source')).toBe('Season3');
    expect(params?.get('offset')).toBe('50');
    expect(params?.get('limit')).toBe('50');
    expect(board.totalLeaderboardCount).toBe(10234);
    expect(board.leaderboard[0]).toMatchObject({
      leaderboardRank: 1,
      lastCalculatedStrategies: null,
    });
    expect(board.leaderboard[0]?.lastCalculatedBorrowLend).toBe(Date.UTC(2025, 10, 20, 10));
    expect(board.leaderboard[0]?.totalPointsEarned.toFixed()).toBe('123456789.5');
    expect(board.leaderboard[0]?.pointsEarnedMultiply.toFixed()).toBe('0');
  });

  it('rejects seasons that are not positive integers', async () => {
    const { client, calls } = testClient(() => json({}));
    await expect(client.points.metrics({ season: 0 })).rejects.toThrow(RangeError);
    await expect(client.points.leaderboard({ season: 1.5 })).rejects.toThrow('Invalid season: 1.5');
    expect(calls).toHaveLength(0);
  });

  it('reads the breakdown with boosts and lending rows', async () => {
    const { client, calls } = testClient(() =>
      json({
        leaderboardRank: '12',
        totalPointsEarned: '5',
        avgBoost: '1.5',
        strategiesBreakdown: [
          { strategy: 'S', pointsEarned: '2', currentPointsPerSecond: '0.1', boost: '1' },
        ],
        klendBreakdown: [
          {
            obligation: 'O',
            market: 'M',
            obligationTag: 'Multiply',
            pointsEarned: '3',
            currentPointsPerSecond: '0',
          },
        ],
        boosts: [{ boost: '1.2', name: 'loyalty_bonus' }],
      }),
    );
    const breakdown = await client.points.breakdown('W', { season: 2 });
    expect(calls[0]?.url.pathname).toBe('/points/users/W/breakdown');
    expect(calls[0]?.url.searchParams.get('source')).toBe('Season2');
    expect(breakdown.klendBreakdown[0]?.obligationTag).toBe('Multiply');
    expect(breakdown.boosts[0]?.name).toBe('loyalty_bonus');
  });

  it('gives null airdrop metrics for a season without an airdrop', async () => {
    const { client } = testClient(() => status(404, { metadata: 'no airdrop' }));
    expect(await client.points.airdropMetrics({ season: 1 })).toBeNull();
  });
});
