import { describe, expect, it } from 'vitest';
import { json, testClient } from '../testing/fakeFetch';
import { mapConcurrently, remainingChunkOffsets } from './pointsPaging';

describe('whole-leaderboard paging', () => {
  it('lists the chunks after the first', () => {
    expect(remainingChunkOffsets(0)).toEqual([]);
    expect(remainingChunkOffsets(1000)).toEqual([]);
    expect(remainingChunkOffsets(1001)).toEqual([1000]);
    expect(remainingChunkOffsets(2500, 1000)).toEqual([1000, 2000]);
  });

  it('keeps input order and never exceeds the limit in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const waiting = new Map<number, () => void>();
    let settled = false;
    const run = mapConcurrently([5, 1, 3, 2, 4], 2, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise<void>((resolve) => waiting.set(n, resolve));
      inFlight -= 1;
      return n * 10;
    }).finally(() => {
      settled = true;
    });
    // Finish the smallest task in flight each turn: completion order differs from input order.
    while (!settled) {
      await Promise.resolve();
      const next = Math.min(...waiting.keys());
      if (Number.isFinite(next)) {
        waiting.get(next)?.();
        waiting.delete(next);
      }
    }
    expect(await run).toEqual([50, 10, 30, 20, 40]);
    expect(most).toBe(2);
  });

  it('reads every chunk of a season and joins them in rank order', async () => {
    const total = 2345;
    const { client, calls } = testClient((request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      const limit = Number(request.url.searchParams.get('limit'));
      const count = Math.max(0, Math.min(limit, total - offset));
      return json({
        totalLeaderboardCount: String(total),
        leaderboard: Array.from({ length: count }, (_, i) => ({
          leaderboardRank: String(offset + i + 1),
          ownerPubkey: `W${offset + i + 1}`,
          totalPointsEarned: '1',
        })),
      });
    });
    const board = await client.points.fullLeaderboard({ season: 2 });
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.url.searchParams.get('source') === 'Season2')).toBe(true);
    expect(calls.map((c) => c.url.searchParams.get('limit'))).toEqual(['1000', '1000', '1000']);
    expect(board.totalLeaderboardCount).toBe(total);
    expect(board.leaderboard).toHaveLength(total);
    expect(board.leaderboard.map((row) => row.leaderboardRank)).toEqual(
      Array.from({ length: total }, (_, i) => i + 1),
    );
  });
});
