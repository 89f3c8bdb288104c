import type { ApiClient } from '../../client';
import { POINTS_PAGE_SIZE } from '../../domains/pointsPaging';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

export function pointsQueries(client: ApiClient) {
  const { env } = client.config;
  const api = client.points;
  return {
    /** `page` is 0-based; pages hold POINTS_PAGE_SIZE rows unless `pageSize` is given. */
    leaderboard: (season: Maybe<number>, page = 0, pageSize = POINTS_PAGE_SIZE) => {
      const window = { offset: page * pageSize, limit: pageSize };
      return defineQuery({
        queryKey: apiKeys.points.leaderboard(season, window),
        queryFn: ({ signal }) =>
          api.leaderboard({ season: required(season, 'season'), ...window }, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season),
      });
    },
    /** Every row of a season's leaderboard, for screens that sort and filter it themselves. */
    fullLeaderboard: (season: Maybe<number>) =>
      defineQuery({
        queryKey: apiKeys.points.fullLeaderboard(season),
        queryFn: ({ signal }) =>
          api.fullLeaderboard({ season: required(season, 'season') }, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season),
      }),
    metrics: (season: Maybe<number>) =>
      defineQuery({
        queryKey: apiKeys.points.metrics(season),
        queryFn: ({ signal }) => api.metrics({ season: required(season, 'season') }, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season),
      }),
    rules: () =>
      defineQuery({
        queryKey: apiKeys.points.rules(env),
        queryFn: ({ signal }) => api.rules({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    airdropMetrics: (season: Maybe<number>) =>
      defineQuery({
        queryKey: apiKeys.points.airdropMetrics(season),
        queryFn: ({ signal }) =>
          api.airdropMetrics({ season: required(season, 'season') }, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season),
      }),
    breakdown: (season: Maybe<number>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.points.breakdown(env, season, wallet),
        queryFn: ({ signal }) =>
          api.breakdown(
            required(wallet, 'wallet'),
            { season: required(season, 'season') },
            { signal },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season, wallet),
      }),
    stakingBoosts: (season: Maybe<number>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.points.stakingBoosts(season, wallet),
        queryFn: ({ signal }) =>
          api.stakingBoosts(
            required(wallet, 'wallet'),
            { season: required(season, 'season') },
            {
              signal,
            },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season, wallet),
      }),
    airdropAllocations: (season: Maybe<number>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.points.airdropAllocations(season, wallet),
        queryFn: ({ signal }) =>
          api.airdropAllocations(
            required(wallet, 'wallet'),
            { season: required(season, 'season') },
            {
              signal,
            },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(season, wallet),
      }),
  };
}
