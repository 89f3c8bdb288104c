import type { ApiClient } from '../../client';
import type { InterestParams } from '../../domains/lending';
import type { TimeRange } from '../../domains/strategies';
import type { PnlMode } from '../../models/lending';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

export function lendingQueries(client: ApiClient) {
  const { env, programId } = client.config;
  const api = client.lending;
  return {
    marketConfigs: () =>
      defineQuery({
        queryKey: apiKeys.lending.marketConfigs(env, programId),
        queryFn: ({ signal }) => api.marketConfigs({ signal }),
        timing: QUERY_TIMINGS.lendingMarkets,
        enabled: true,
      }),
    resources: () =>
      defineQuery({
        queryKey: apiKeys.lending.resources(env),
        queryFn: ({ signal }) => api.resources({ signal }),
        timing: QUERY_TIMINGS.resources,
        enabled: true,
      }),
    /** Null (not an error) when no yield URL is configured or the call failed. */
    syntheticDollarStakingYield: () =>
      defineQuery({
        queryKey: apiKeys.lending.syntheticDollarStakingYield(),
        queryFn: ({ signal }) => api.syntheticDollarStakingYield({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    reserveMetricsHistory: (
      market: Maybe<string>,
      reserve: Maybe<string>,
      params: TimeRange & { frequency?: 'hour' | 'day' } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.lending.reserveMetricsHistory(env, programId, market, reserve, params),
        queryFn: ({ signal }) =>
          api.reserveMetricsHistory(
            required(market, 'market'),
            required(reserve, 'reserve'),
            params,
            {
              signal,
            },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, reserve),
      }),
    leverageMetrics: (market: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.lending.leverageMetrics(env, programId, market),
        queryFn: ({ signal }) => api.leverageMetrics(required(market, 'market'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market),
      }),
    userTransactions: (market: Maybe<string>, user: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.lending.userTransactions(env, programId, market, user),
        queryFn: ({ signal }) =>
          api.userTransactions(required(market, 'market'), required(user, 'user'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, user),
      }),
    obligationMetricsHistory: (
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: TimeRange & { useStakeRateForObligation?: boolean } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.lending.obligationMetricsHistory(
          env,
          programId,
          market,
          obligation,
          params,
        ),
        queryFn: ({ signal }) =>
          api.obligationMetricsHistory(
            required(market, 'market'),
            required(obligation, 'obligation'),
            params,
            { signal },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, obligation),
      }),
    obligationTransactions: (
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: { useLogPrices?: boolean } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.lending.obligationTransactions(
          env,
          programId,
          market,
          obligation,
          params,
        ),
        queryFn: ({ signal }) =>
          api.obligationTransactions(
            required(market, 'market'),
            required(obligation, 'obligation'),
            params,
            { signal },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, obligation),
      }),
    interestFees: (market: Maybe<string>, obligation: Maybe<string>, params: InterestParams = {}) =>
      defineQuery({
        queryKey: apiKeys.lending.interestFees(env, programId, market, obligation, params),
        queryFn: ({ signal }) =>
          api.interestFees(required(market, 'market'), required(obligation, 'obligation'), params, {
            signal,
          }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, obligation),
      }),
    interestPaid: (
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: TimeRange & { frequency?: 'hour' | 'day' } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.lending.interestPaid(env, programId, market, obligation, params),
        queryFn: ({ signal }) =>
          api.interestPaid(required(market, 'market'), required(obligation, 'obligation'), params, {
            signal,
          }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, obligation),
      }),
    obligationPnl: (
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: { pnlMode?: PnlMode; useStakeRate?: boolean } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.lending.obligationPnl(env, programId, market, obligation, params),
        queryFn: ({ signal }) =>
          api.obligationPnl(
            required(market, 'market'),
            required(obligation, 'obligation'),
            params,
            {
              signal,
            },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(market, obligation),
      }),
    /** Key prefix of every read of the market's reserves (their metrics histories). */
    reserveReadsKey: (market: string) =>
      [...apiKeys.lending.market(env, programId, market), 'reserve'] as const,
    /** Key prefix of every read of one obligation (history, transactions, interest, PnL). */
    obligationReadsKey: (market: string, obligation: string) =>
      apiKeys.lending.obligation(env, programId, market, obligation),
  };
}
