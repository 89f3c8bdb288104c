import { fixed } from '../data/decimal';
import type { ReferrerRow } from '../data/referral-leaderboard';
import { notFound } from '../http/http-error';
import { intParam } from '../http/params';
import type { RouteModule } from './route-context';
import { walletParam } from './wire';

const volume = (row: ReferrerRow) => ({
  volumeUsd: fixed(row.volumeUsd, 2),
  weeklyLeaderboardRank: row.weeklyRank,
  weeklyVolumeUsd: row.weeklyVolumeUsd === null ? null : fixed(row.weeklyVolumeUsd, 2),
});

/** The referral leaderboard (the swap leaderboard's layout), its totals and a referrer's place. */
export const referralRoutes: RouteModule = ({ data }) => [
  {
    method: 'GET',
    path: '/referral/leaderboard',
    handle: ({ query }) => {
      const offset = intParam(query, 'offset', { min: 0, max: 10_000_000, fallback: 0 });
      const limit = intParam(query, 'limit', { min: 1, max: 1000, fallback: 50 });
      const rows = data().referralLeaderboard().rows();
      return {
        json: {
          totalLeaderboardCount: rows.length,
          leaderboard: rows.slice(offset, offset + limit).map((row) => ({
            wallet: row.wallet,
            leaderboardRank: row.rank,
            ...volume(row),
          })),
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/referral/metrics',
    handle: () => {
      const totals = data().referralLeaderboard().totals();
      return {
        json: {
          allTimeVolumeUsd: fixed(totals.allTimeVolumeUsd, 2),
          weeklyVolumeUsd: fixed(totals.weeklyVolumeUsd, 2),
          userCount: totals.userCount,
        },
      };
    },
  },
  {
    method: 'GET',
    path: '/referral/leaderboard/users/{wallet}/metrics',
    handle: ({ params }) => {
      const row = data().referralLeaderboard().find(walletParam(params));
      if (!row) throw notFound('Referrer');
      return {
        json: {
          leaderboardRank: row.rank,
          ...volume(row),
          referredUsers: row.referredUsers,
        },
      };
    },
  },
];
