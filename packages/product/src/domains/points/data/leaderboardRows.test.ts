import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import {
  filterLeaderboard,
  type LeaderboardRow,
  sortLeaderboard,
  toLeaderboardRows,
} from './leaderboardRows';
import { pageOf } from './paging';
import { leaderboardEntry } from './testing/pointsFixtures';

const rows: LeaderboardRow[] = toLeaderboardRows([
  leaderboardEntry(1, 'AlphaWallet', { liquidity: '50', lending: '400', total: '450' }),
  leaderboardEntry(2, 'betaWallet', { liquidity: '300', lending: '100', total: '400' }),
  leaderboardEntry(3, 'GammaWallet', { liquidity: '300', lending: '0', total: '300' }),
  leaderboardEntry(4, 'deltaAlpha', { liquidity: '1', lending: '2', total: '3' }),
]);
const wallets = (list: readonly LeaderboardRow[]) => list.map((row) => row.wallet);

describe('leaderboard rows', () => {
  it('keeps the decimals and orders by their values', () => {
    expect(rows[0]?.totalPoints).toEqual(new MathDecimal('450'));
    expect(wallets(sortLeaderboard(rows, { id: 'liquidityPoints', desc: true }))).toEqual([
      'betaWallet',
      'GammaWallet',
      'AlphaWallet',
      'deltaAlpha',
    ]);
    expect(wallets(sortLeaderboard(rows, { id: 'lendingPoints', desc: false }))).toEqual([
      'GammaWallet',
      'deltaAlpha',
      'betaWallet',
      'AlphaWallet',
    ]);
    expect(wallets(sortLeaderboard(rows, { id: 'rank', desc: true }))[0]).toBe('deltaAlpha');
  });

  it('breaks ties by rank whatever the direction', () => {
    const ascending = sortLeaderboard(rows, { id: 'liquidityPoints', desc: false });
    expect(wallets(ascending).slice(2)).toEqual(['betaWallet', 'GammaWallet']);
  });

  it('filters by wallet, ignoring case and spaces', () => {
    expect(wallets(filterLeaderboard(rows, ' alpha '))).toEqual(['AlphaWallet', 'deltaAlpha']);
    expect(filterLeaderboard(rows, '')).toBe(rows);
    expect(filterLeaderboard(rows, 'zzz')).toEqual([]);
  });

  it('pages the rows and keeps the page within range', () => {
    expect(pageOf(rows, 2, 3)).toMatchObject({ page: 2, pageCount: 2, total: 4 });
    expect(wallets(pageOf(rows, 2, 3).rows)).toEqual(['deltaAlpha']);
    expect(pageOf(rows, 9, 3).page).toBe(2);
    expect(pageOf([], 3, 50)).toMatchObject({ page: 1, pageCount: 1, total: 0, rows: [] });
  });
});
