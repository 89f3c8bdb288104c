import type Decimal from 'decimal.js';
import type { ApiContext } from '../context';
import {
  failedToLoadFeesAndRewardsMessage,
  failedToLoadUserPnlMessage,
  LOAD_ERROR_MESSAGES,
} from '../errors/messages';
import type { CallOptions } from '../http/transport';
import {
  type AllTimeFeesAndRewards,
  type AllTimeVolume,
  allTimeFeesAndRewardsSchema,
  allTimeVolumeSchema,
  type FeePeriod,
  type ProvisionalStrategyPerformancePoint,
  provisionalStrategyPerformanceSchema,
  type ShareholderTransaction,
  type StrategyFeesAndRewards,
  type StrategyListItem,
  type StrategyMetrics,
  type StrategyMetricsPoint,
  type StrategyPnlHistory,
  type StrategyRangePoint,
  type StrategyStatus,
  type StrategyType,
  type StrategyUserPnl,
  type StrategyVolume,
  shareholderTransactionsSchema,
  strategyFeesAndRewardsSchema,
  strategyListItemSchema,
  strategyMetricsPointSchema,
  strategyMetricsSchema,
  strategyPnlHistorySchema,
  strategyRangePointSchema,
  strategyUserPnlSchema,
  strategyVolumeSchema,
  type TokenYield,
  tokenYieldSchema,
  tvlSchema,
  type UserFeesAndRewards,
  userFeesAndRewardsSchema,
  type YieldHistoryPoint,
  yieldHistoryPointSchema,
  zeroStrategyUserPnl,
  zeroUserFeesAndRewards,
} from '../models/strategies';
import {
  type StrategyHistoryFrequency,
  type StrategyHistoryPoint,
  strategyHistoryPointSchema,
} from '../models/strategyHistory';
import { array, transform } from '../schema/combinators';
import { isAbortError } from './failures';
import { fallbackStakingYields } from './stakingYieldsFallback';
import { DAY_MS, type TimeInput, toIso, toIsoDate, toIsoOrUndefined, toTime } from './time';

/** The performance route simulates this deposit, in USD. */
export const PERFORMANCE_INITIAL_DEPOSIT = 1000;
export const PERFORMANCE_DEPOSIT_TOKEN = 'USD';

export type StakingYieldKind = 'latest' | 'median' | 'mean';

export interface TimeRange {
  start?: TimeInput;
  end?: TimeInput;
}

export interface RequiredTimeRange {
  start: TimeInput;
  end: TimeInput;
}

export function createStrategiesApi(ctx: ApiContext) {
  const { env, slug } = ctx.config;
  const metricsSchema = strategyMetricsSchema(slug);
  const feesAndRewardsSchema = strategyFeesAndRewardsSchema(slug);
  const userFeesSchema = userFeesAndRewardsSchema(slug);

  return {
    /** All strategies (optionally by type and status), with their share mints. */
    list(
      filter: { type?: StrategyType; status?: StrategyStatus } = {},
      options: CallOptions = {},
    ): Promise<StrategyListItem[]> {
      return ctx.call('strategies', {
        ...options,
        query: { env, type: filter.type, status: filter.status },
        schema: array(strategyListItemSchema),
      });
    },

    /** Metrics (APYs, share price, TVL) of every strategy with the status (LIVE by default). */
    metrics(
      filter: { status?: StrategyStatus } = {},
      options: CallOptions = {},
    ): Promise<StrategyMetrics[]> {
      return ctx.call('strategiesMetrics', {
        ...options,
        query: { env, status: filter.status ?? 'LIVE' },
        schema: array(metricsSchema),
      });
    },

    /** Metrics of one strategy. */
    metricsOf(strategy: string, options: CallOptions = {}): Promise<StrategyMetrics> {
      return ctx.call('strategyMetrics', {
        ...options,
        params: { strategy },
        query: { env },
        schema: metricsSchema,
      });
    },

    /** Fees and rewards earned per strategy over a period. */
    feesAndRewards(
      filter: { period?: FeePeriod; status?: readonly StrategyStatus[] } = {},
      options: CallOptions = {},
    ): Promise<StrategyFeesAndRewards[]> {
      return ctx.call('strategiesFeesAndRewards', {
        ...options,
        query: { env, period: filter.period ?? '24h', status: filter.status ?? ['LIVE'] },
        schema: array(feesAndRewardsSchema),
      });
    },

    allTimeFeesAndRewards(options: CallOptions = {}): Promise<AllTimeFeesAndRewards> {
      return ctx.call('strategiesAllTimeFeesAndRewards', {
        ...options,
        query: { env },
        schema: allTimeFeesAndRewardsSchema(slug),
      });
    },

    allTimeVolume(options: CallOptions = {}): Promise<AllTimeVolume> {
      return ctx.call('strategiesAllTimeVolume', {
        ...options,
        query: { env },
        schema: allTimeVolumeSchema,
      });
    },

    /** Total value locked in all strategies, USD. */
    tvl(options: CallOptions = {}): Promise<Decimal> {
      return ctx.call('strategiesTvl', {
        ...options,
        query: { env },
        schema: transform(tvlSchema, ({ tvl }) => tvl),
      });
    },

    /** Product volume per strategy over 24h / 7d / 30d. */
    volume(
      filter: { status?: StrategyStatus } = {},
      options: CallOptions = {},
    ): Promise<StrategyVolume[]> {
      return ctx.call('strategiesVolume', {
        ...options,
        query: { env, status: filter.status },
        schema: array(strategyVolumeSchema(slug)),
      });
    },

    /**
     * Staking APYs per liquid-staking token ('median' or 'mean' over recent epochs, or the
     * latest). On failure: reported, then a built-in list of staked-SOL APYs.
     */
    async stakingYields(
      kind: StakingYieldKind = 'median',
      options: CallOptions = {},
    ): Promise<TokenYield[]> {
      const route = kind === 'latest' ? 'stakingYields' : 'stakingYieldsAggregate';
      try {
        return await ctx.call(route, {
          ...options,
          params: kind === 'latest' ? {} : { kind },
          schema: array(tokenYieldSchema),
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label(route), fallback: 'built-in staking yields' });
        return fallbackStakingYields();
      }
    },

    /** Principal-token APYs; on failure reported, then an empty list. */
    async principalTokenYields(options: CallOptions = {}): Promise<TokenYield[]> {
      try {
        return await ctx.call('principalTokenYields', {
          ...options,
          schema: array(tokenYieldSchema),
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('principalTokenYields'), fallback: 'empty list' });
        return [];
      }
    },

    /** APR/APY history of a yield source (a pool address); APY capped at MAX_YIELD_HISTORY_APY. */
    yieldsHistory(
      source: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<YieldHistoryPoint[]> {
      return ctx.call('yieldsHistory', {
        ...options,
        params: { source },
        query: { start: toIsoOrUndefined(range.start), end: toIsoOrUndefined(range.end) },
        schema: array(yieldHistoryPointSchema),
      });
    },

    /**
     * The wallet's PnL in the strategy's latest position. On failure: reported (with the
     * 'Loading error' notice) and zero values.
     */
    async userPnl(
      strategy: string,
      wallet: string,
      options: CallOptions = {},
    ): Promise<StrategyUserPnl> {
      try {
        return await ctx.call('strategyUserPnl', {
          ...options,
          params: { strategy, wallet },
          query: { env },
          schema: strategyUserPnlSchema,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, {
          endpoint: ctx.label('strategyUserPnl'),
          fallback: 'zero values',
          notice: {
            message: LOAD_ERROR_MESSAGES.loadingError,
            description: failedToLoadUserPnlMessage(strategy),
          },
        });
        return zeroStrategyUserPnl();
      }
    },

    /** PnL history; the request's end is one day after the requested end so the last day is whole. */
    userPnlHistory(
      strategy: string,
      wallet: string,
      range: RequiredTimeRange,
      options: CallOptions = {},
    ): Promise<StrategyPnlHistory> {
      return ctx.call('strategyUserPnlHistory', {
        ...options,
        params: { strategy, wallet },
        query: { env, start: toIso(range.start), end: toIso(toTime(range.end) + DAY_MS) },
        schema: strategyPnlHistorySchema,
      });
    },

    /**
     * Fees and rewards of the wallet's latest position. On failure: reported (with the
     * 'Loading error' notice) and zero values.
     */
    async userFeesAndRewards(
      strategy: string,
      wallet: string,
      options: CallOptions = {},
    ): Promise<UserFeesAndRewards> {
      try {
        return await ctx.call('strategyUserFeesAndRewards', {
          ...options,
          params: { strategy, wallet },
          query: { env },
          schema: userFeesSchema,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, {
          endpoint: ctx.label('strategyUserFeesAndRewards'),
          fallback: 'zero values',
          notice: {
            message: LOAD_ERROR_MESSAGES.loadingError,
            description: failedToLoadFeesAndRewardsMessage(strategy),
          },
        });
        return zeroUserFeesAndRewards();
      }
    },

    /** Pool price and range history. */
    rangesHistory(
      strategy: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<StrategyRangePoint[]> {
      return ctx.call('strategyRangesHistory', {
        ...options,
        params: { strategy },
        query: { env, start: toIsoOrUndefined(range.start), end: toIsoOrUndefined(range.end) },
        schema: array(strategyRangePointSchema),
      });
    },

    /** Daily fees, volume and APY history. */
    metricsHistory(
      strategy: string,
      range: TimeRange = {},
      options: CallOptions = {},
    ): Promise<StrategyMetricsPoint[]> {
      return ctx.call('strategyMetricsHistory', {
        ...options,
        params: { strategy },
        query: { env, start: toIsoOrUndefined(range.start), end: toIsoOrUndefined(range.end) },
        schema: array(strategyMetricsPointSchema),
      });
    },

    /** Share price, TVL and token amounts and prices over time, hourly or daily. */
    history(
      strategy: string,
      params: TimeRange & { frequency?: StrategyHistoryFrequency } = {},
      options: CallOptions = {},
    ): Promise<StrategyHistoryPoint[]> {
      return ctx.call('strategyHistory', {
        ...options,
        params: { strategy },
        query: {
          env,
          start: toIsoOrUndefined(params.start),
          end: toIsoOrUndefined(params.end),
          frequency: params.frequency,
        },
        schema: array(strategyHistoryPointSchema),
      });
    },

    /**
     * PROVISIONAL layout. Value of a simulated 1000 USD deposit since `depositDate` against
     * holding the two tokens, in USD and SOL.
     */
    performance(
      strategy: string,
      params: { depositDate: TimeInput },
      options: CallOptions = {},
    ): Promise<ProvisionalStrategyPerformancePoint[]> {
      return ctx.call('strategyPerformance', {
        ...options,
        params: { strategy },
        query: {
          deposit_date: toIsoDate(params.depositDate),
          initial_deposit: PERFORMANCE_INITIAL_DEPOSIT,
          deposit_token: PERFORMANCE_DEPOSIT_TOKEN,
          staging: ctx.config.staging,
        },
        schema: provisionalStrategyPerformanceSchema,
      });
    },

    /** The wallet's strategy deposits and withdrawals. */
    shareholderTransactions(
      wallet: string,
      options: CallOptions = {},
    ): Promise<ShareholderTransaction[]> {
      return ctx.call('shareholderTransactions', {
        ...options,
        params: { wallet },
        query: { env },
        schema: shareholderTransactionsSchema,
      });
    },
  };
}

export type StrategiesApi = ReturnType<typeof createStrategiesApi>;
