import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import {
  type AirdropAllocation,
  type AirdropMetrics,
  airdropAllocationSchema,
  airdropMetricsSchema,
  type PointsBreakdown,
  type PointsLeaderboard,
  type PointsMetrics,
  type PointsRules,
  pointsBreakdownSchema,
  pointsLeaderboardSchema,
  pointsMetricsSchema,
  pointsRulesSchema,
  type StakingBoost,
  seasonSource,
  stakingBoostSchema,
} from '../models/points';
import { array } from '../schema/combinators';
import { isNotFound } from './failures';
import {
  FULL_LEADERBOARD_CHUNK,
  FULL_LEADERBOARD_CONCURRENCY,
  mapConcurrently,
  POINTS_PAGE_SIZE,
  remainingChunkOffsets,
} from './pointsPaging';

export interface SeasonParam {
  /** Season number: sent as `source=Season{n}`. */
  season: number;
}

export function createPointsApi(ctx: ApiContext) {
  const { env } = ctx.config;
  async function leaderboard(
    params: SeasonParam & { offset?: number; limit?: number },
    options: CallOptions = {},
  ): Promise<PointsLeaderboard> {
    return ctx.call('pointsLeaderboard', {
      ...options,
      query: {
        source: seasonSource(params.season),
        offset: params.offset ?? 0,
        limit: params.limit ?? POINTS_PAGE_SIZE,
      },
      schema: pointsLeaderboardSchema,
    });
  }

  return {
    leaderboard,

    /**
     * A season's whole leaderboard, read in chunks of FULL_LEADERBOARD_CHUNK rows (the first
     * tells the count, the rest follow a few at a time), for screens that sort it themselves.
     */
    async fullLeaderboard(
      params: SeasonParam,
      options: CallOptions = {},
    ): Promise<PointsLeaderboard> {
      const chunk = (offset: number) =>
        leaderboard({ ...params, offset, limit: FULL_LEADERBOARD_CHUNK }, options);
      const first = await chunk(0);
      const rest = await mapConcurrently(
        remainingChunkOffsets(first.totalLeaderboardCount),
        FULL_LEADERBOARD_CONCURRENCY,
        chunk,
      );
      return {
        totalLeaderboardCount: first.totalLeaderboardCount,
        leaderboard: [first, ...rest].flatMap((page) => page.leaderboard),
      };
    },

    async breakdown(
      wallet: string,
      params: SeasonParam,
      options: CallOptions = {},
    ): Promise<PointsBreakdown> {
      return ctx.call('pointsBreakdown', {
        ...options,
        params: { wallet },
        query: { env, source: seasonSource(params.season) },
        schema: pointsBreakdownSchema,
      });
    },

    async metrics(params: SeasonParam, options: CallOptions = {}): Promise<PointsMetrics> {
      return ctx.call('pointsMetrics', {
        ...options,
        query: { source: seasonSource(params.season) },
        schema: pointsMetricsSchema,
      });
    },

    rules(options: CallOptions = {}): Promise<PointsRules> {
      return ctx.call('pointsRules', { ...options, query: { env }, schema: pointsRulesSchema });
    },

    async stakingBoosts(
      wallet: string,
      params: SeasonParam,
      options: CallOptions = {},
    ): Promise<StakingBoost[]> {
      return ctx.call('stakingBoosts', {
        ...options,
        params: { wallet },
        query: { source: seasonSource(params.season) },
        schema: array(stakingBoostSchema),
      });
    },

    async airdropAllocations(
      wallet: string,
      params: SeasonParam,
      options: CallOptions = {},
    ): Promise<AirdropAllocation[]> {
      return ctx.call('airdropAllocations', {
        ...options,
        params: { wallet },
        query: { source: seasonSource(params.season) },
        schema: array(airdropAllocationSchema),
      });
    },

    /** Season airdrop totals; null when the season has no airdrop (404). */
    async airdropMetrics(
      params: SeasonParam,
      options: CallOptions = {},
    ): Promise<AirdropMetrics | null> {
      try {
        return await ctx.call('airdropMetrics', {
          ...options,
          query: { source: seasonSource(params.season) },
          schema: airdropMetricsSchema,
        });
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

export type PointsApi = ReturnType<typeof createPointsApi>;
