import type { ApiClient } from '../../client';
import type { RequiredTimeRange, StakingYieldKind, TimeRange } from '../../domains/strategies';
import type { TimeInput } from '../../domains/time';
import type { FeePeriod, StrategyStatus, StrategyType } from '../../models/strategies';
import type { StrategyHistoryFrequency } from '../../models/strategyHistory';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

export function strategyQueries(client: ApiClient) {
  const { env, staging } = client.config;
  const api = client.strategies;
  return {
    list: (filter: { type?: StrategyType; status?: StrategyStatus } = {}) =>
      defineQuery({
        queryKey: apiKeys.strategies.list(env, filter),
        queryFn: ({ signal }) => api.list(filter, { signal }),
        timing: QUERY_TIMINGS.strategies,
        enabled: true,
      }),
    metrics: (status: StrategyStatus = 'LIVE') =>
      defineQuery({
        queryKey: apiKeys.strategies.metrics(env, status),
        queryFn: ({ signal }) => api.metrics({ status }, { signal }),
        timing: QUERY_TIMINGS.shareData,
        enabled: true,
      }),
    metricsOf: (strategy: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.strategies.metricsOf(env, strategy),
        queryFn: ({ signal }) => api.metricsOf(required(strategy, 'strategy'), { signal }),
        timing: QUERY_TIMINGS.shareData,
        enabled: allPresent(strategy),
      }),
    feesAndRewards: (filter: { period?: FeePeriod; status?: readonly StrategyStatus[] } = {}) =>
      defineQuery({
        queryKey: apiKeys.strategies.feesAndRewards(env, filter),
        queryFn: ({ signal }) => api.feesAndRewards(filter, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    allTimeFeesAndRewards: () =>
      defineQuery({
        queryKey: apiKeys.strategies.allTimeFeesAndRewards(env),
        queryFn: ({ signal }) => api.allTimeFeesAndRewards({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    allTimeVolume: () =>
      defineQuery({
        queryKey: apiKeys.strategies.allTimeVolume(env),
        queryFn: ({ signal }) => api.allTimeVolume({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    tvl: () =>
      defineQuery({
        queryKey: apiKeys.strategies.tvl(env),
        queryFn: ({ signal }) => api.tvl({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    volume: (status?: StrategyStatus) =>
      defineQuery({
        queryKey: apiKeys.strategies.volume(env, status),
        queryFn: ({ signal }) => api.volume(status ? { status } : {}, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    stakingYields: (kind: StakingYieldKind = 'median') =>
      defineQuery({
        queryKey: apiKeys.strategies.stakingYields(kind),
        queryFn: ({ signal }) => api.stakingYields(kind, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    principalTokenYields: () =>
      defineQuery({
        queryKey: apiKeys.strategies.principalTokenYields(),
        queryFn: ({ signal }) => api.principalTokenYields({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
    yieldsHistory: (source: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.strategies.yieldsHistory(source, range),
        queryFn: ({ signal }) => api.yieldsHistory(required(source, 'source'), range, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(source),
      }),
    rangesHistory: (strategy: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.strategies.rangesHistory(env, strategy, range),
        queryFn: ({ signal }) =>
          api.rangesHistory(required(strategy, 'strategy'), range, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy),
      }),
    metricsHistory: (strategy: Maybe<string>, range: TimeRange = {}) =>
      defineQuery({
        queryKey: apiKeys.strategies.metricsHistory(env, strategy, range),
        queryFn: ({ signal }) =>
          api.metricsHistory(required(strategy, 'strategy'), range, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy),
      }),
    history: (
      strategy: Maybe<string>,
      params: TimeRange & { frequency?: StrategyHistoryFrequency } = {},
    ) =>
      defineQuery({
        queryKey: apiKeys.strategies.history(env, strategy, params),
        queryFn: ({ signal }) => api.history(required(strategy, 'strategy'), params, { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy),
      }),
    performance: (strategy: Maybe<string>, depositDate: Maybe<TimeInput>) =>
      defineQuery({
        queryKey: apiKeys.strategies.performance(env, strategy, depositDate, staging),
        queryFn: ({ signal }) =>
          api.performance(
            required(strategy, 'strategy'),
            { depositDate: required(depositDate, 'depositDate') },
            { signal },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy, depositDate),
      }),
    /** Disabled until the wallet is connected. */
    shareholderTransactions: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.strategies.shareholderTransactions(env, wallet),
        queryFn: ({ signal }) =>
          api.shareholderTransactions(required(wallet, 'wallet'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(wallet),
      }),
    userPnl: (strategy: Maybe<string>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.strategies.userPnl(env, strategy, wallet),
        queryFn: ({ signal }) =>
          api.userPnl(required(strategy, 'strategy'), required(wallet, 'wallet'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy, wallet),
      }),
    userPnlHistory: (
      strategy: Maybe<string>,
      wallet: Maybe<string>,
      range: Maybe<RequiredTimeRange>,
    ) =>
      defineQuery({
        queryKey: apiKeys.strategies.userPnlHistory(env, strategy, wallet, range),
        queryFn: ({ signal }) =>
          api.userPnlHistory(
            required(strategy, 'strategy'),
            required(wallet, 'wallet'),
            required(range, 'range'),
            { signal },
          ),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy, wallet, range),
      }),
    userFeesAndRewards: (strategy: Maybe<string>, wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.strategies.userFeesAndRewards(env, strategy, wallet),
        queryFn: ({ signal }) =>
          api.userFeesAndRewards(required(strategy, 'strategy'), required(wallet, 'wallet'), {
            signal,
          }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(strategy, wallet),
      }),
    /** Key prefix of every read of one strategy (metrics, histories, its users' PnL and fees). */
    strategyReadsKey: (strategy: string) => apiKeys.strategies.strategy(env, strategy),
  };
}
