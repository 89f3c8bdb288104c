import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import {
  type LeverageMetrics,
  lendingConfigFileSchema,
  leverageMetricsSchema,
  type MarketConfig,
  marketConfigListSchema,
  type ObligationInterestFees,
  type ObligationInterestPaid,
  type ObligationMetricsHistory,
  type ObligationPnl,
  type ObligationTransaction,
  obligationInterestFeesSchema,
  obligationInterestPaidSchema,
  obligationMetricsHistorySchema,
  obligationPnlSchema,
  obligationTransactionsSchema,
  type PnlMode,
  type ReserveMetricsHistory,
  type ResourcesSection,
  reserveMetricsHistorySchema,
  resourcesSectionSchema,
  type UserLendingTransactions,
  userLendingTransactionsSchema,
} from '../models/lending';
import type { ProvisionalSyntheticDollarStakingYield } from '../models/syntheticDollarYield';
import { isPlainObject } from '../schema/combinators';
import { SchemaIssue } from '../schema/issue';
import { child } from '../schema/path';
import { defineSchema } from '../schema/schema';
import { builtInMarketsFor } from './builtInMarkets';
import { isAbortError } from './failures';
import type { TimeRange } from './strategies';
import { fetchSyntheticDollarStakingYield } from './syntheticDollarYield';
import { toIsoOrUndefined } from './time';

/** Where the market list came from. */
export type MarketConfigSource = 'cdn' | 'api' | 'built-in';

export interface MarketConfigList {
  markets: MarketConfig[];
  source: MarketConfigSource;
}

export interface InterestParams extends TimeRange {
  frequency?: 'hour' | 'day';
  positionMode?: PnlMode;
}

export function createLendingApi(ctx: ApiContext, builtInMarkets?: readonly MarketConfig[]) {
  const { env, programId } = ctx.config;
  const programQuery = ctx.lendingProgramQuery();

  const cdnRoute = ctx.config.lendingConfigVersion === 'v2' ? 'lendingConfigV2' : 'lendingConfigV3';

  async function marketsFromCdn(options: CallOptions): Promise<MarketConfig[]> {
    const file = await ctx.call(cdnRoute, { ...options, schema: lendingConfigFileSchema });
    return file[programId] ?? [];
  }

  const api = {
    /** The market list from the API (`/v2/{slug}-market`, with programId on staging). */
    apiMarkets(options: CallOptions = {}): Promise<MarketConfig[]> {
      return ctx.call('lendingMarkets', {
        ...options,
        query: programQuery,
        schema: marketConfigListSchema,
      });
    },

    /**
     * The lending markets of the configured program: from the CDN config file, else from the
     * API list, else the built-in list. Each failure on the way is reported.
     */
    async marketConfigs(options: CallOptions = {}): Promise<MarketConfigList> {
      try {
        const markets = await marketsFromCdn(options);
        if (markets.length > 0) return { markets, source: 'cdn' };
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label(cdnRoute), fallback: 'API market list' });
      }
      try {
        const markets = await api.apiMarkets(options);
        if (markets.length > 0) return { markets, source: 'api' };
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('lendingMarkets'), fallback: 'built-in markets' });
      }
      return {
        markets: builtInMarkets ? [...builtInMarkets] : builtInMarketsFor(programId),
        source: 'built-in',
      };
    },

    /**
     * This environment's section of resources.json. A localnet without its own section reads
     * the mainnet-beta one (the local chain mirrors mainnet addresses).
     */
    resources(options: CallOptions = {}): Promise<ResourcesSection> {
      const schema = defineSchema('an object with an environment section', (input, path) => {
        if (!isPlainObject(input)) throw new SchemaIssue(path, 'an object', input);
        const key = env in input || env !== 'localnet' ? env : 'mainnet-beta';
        return resourcesSectionSchema.parse(input[key], child(path, key));
      });
      return ctx.call('resources', { ...options, schema });
    },

    obligationMetricsHistory(
      market: string,
      obligation: string,
      params: TimeRange & { useStakeRateForObligation?: boolean } = {},
      options: CallOptions = {},
    ): Promise<ObligationMetricsHistory> {
      return ctx.call('obligationMetricsHistory', {
        ...options,
        params: { market, obligation },
        query: {
          env,
          start: toIsoOrUndefined(params.start),
          end: toIsoOrUndefined(params.end),
          useStakeRateForObligation: params.useStakeRateForObligation,
          ...programQuery,
        },
        schema: obligationMetricsHistorySchema,
      });
    },

    obligationTransactions(
      market: string,
      obligation: string,
      params: { useLogPrices?: boolean } = {},
      options: CallOptions = {},
    ): Promise<ObligationTransaction[]> {
      return ctx.call('obligationTransactions', {
        ...options,
        params: { market, obligation },
        query: { env, useLogPrices: params.useLogPrices, ...programQuery },
        schema: obligationTransactionsSchema,
      });
    },

    /** Every obligation's transactions of a user in a market, keyed by obligation. */
    userTransactions(
      market: string,
      user: string,
      options: CallOptions = {},
    ): Promise<UserLendingTransactions> {
      return ctx.call('userLendingTransactions', {
        ...options,
        params: { market, user },
        query: { env, ...programQuery },
        schema: userLendingTransactionsSchema,
      });
    },

    interestFees(
      market: string,
      obligation: string,
      params: InterestParams = {},
      options: CallOptions = {},
    ): Promise<ObligationInterestFees> {
      return ctx.call('obligationInterestFees', {
        ...options,
        params: { market, obligation },
        query: interestQuery(params),
        schema: obligationInterestFeesSchema,
      });
    },

    interestPaid(
      market: string,
      obligation: string,
      params: InterestParams = {},
      options: CallOptions = {},
    ): Promise<ObligationInterestPaid> {
      return ctx.call('obligationInterestPaid', {
        ...options,
        params: { market, obligation },
        query: interestQuery(params),
        schema: obligationInterestPaidSchema,
      });
    },

    /**
     * Obligation PnL in USD and SOL. The mode defaults to current_obligation and is sent under
     * both documented names (`pnlMode`, `positionMode`).
     */
    obligationPnl(
      market: string,
      obligation: string,
      params: { pnlMode?: PnlMode; useStakeRate?: boolean } = {},
      options: CallOptions = {},
    ): Promise<ObligationPnl> {
      const mode = params.pnlMode ?? 'current_obligation';
      return ctx.call('obligationPnl', {
        ...options,
        params: { market, obligation },
        query: {
          env,
          pnlMode: mode,
          positionMode: mode,
          useStakeRate: params.useStakeRate,
          ...programQuery,
        },
        schema: obligationPnlSchema,
      });
    },

    /** A reserve's metrics history (APYs as fractions). */
    reserveMetricsHistory(
      market: string,
      reserve: string,
      params: TimeRange & { frequency?: 'hour' | 'day' } = {},
      options: CallOptions = {},
    ): Promise<ReserveMetricsHistory> {
      return ctx.call('reserveMetricsHistory', {
        ...options,
        params: { market, reserve },
        query: {
          env,
          start: toIsoOrUndefined(params.start),
          end: toIsoOrUndefined(params.end),
          frequency: params.frequency,
          ...programQuery,
        },
        schema: reserveMetricsHistorySchema,
      });
    },

    /** Totals of the market's Multiply and Leverage obligations per reserve pair and tag. */
    leverageMetrics(market: string, options: CallOptions = {}): Promise<LeverageMetrics> {
      return ctx.call('leverageMetrics', {
        ...options,
        params: { market },
        query: { env, ...programQuery },
        schema: leverageMetricsSchema,
      });
    },

    /**
     * The synthetic dollar's staking yield (APY as a fraction) from the configured external
     * yields document; null when no URL is configured or the call failed (reported).
     */
    syntheticDollarStakingYield(
      options: CallOptions = {},
    ): Promise<ProvisionalSyntheticDollarStakingYield | null> {
      return fetchSyntheticDollarStakingYield(ctx, options);
    },
  };

  function interestQuery(params: InterestParams) {
    return {
      env,
      start: toIsoOrUndefined(params.start),
      end: toIsoOrUndefined(params.end),
      frequency: params.frequency,
      positionMode: params.positionMode,
      ...programQuery,
    };
  }

  return api;
}

export type LendingApi = ReturnType<typeof createLendingApi>;
