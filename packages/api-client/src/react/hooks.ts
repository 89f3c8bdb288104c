import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '../domains/strategies';
import type { ProvisionalUserMetadata } from '../models/users';
import type { ApiQueries } from '../query';
import { clientStateKeys } from '../query/clientKeys';
import type { ApiQueryOptions } from '../query/define';
import { type ApiClientState, useApiClientState } from './context';

type Maybe<T> = T | undefined;

/**
 * Runs any query of the package: `useApiQuery((q) => q.strategies.userPnl(strategy, wallet))`.
 * The selected options carry the key, the parsing query function, the timings and `enabled`.
 * While the client loads the query is pending and runs nothing; if it failed to load, the query
 * fails with that error.
 */
export function useApiQuery<TData, TKey extends QueryKey>(
  select: (queries: ApiQueries) => ApiQueryOptions<TData, TKey>,
): UseQueryResult<TData, Error> {
  const state = useApiClientState();
  const options =
    state.status === 'ready'
      ? select(state.queries)
      : (standIn(state) as ApiQueryOptions<TData, TKey>);
  return useQuery(options);
}

/**
 * What a hook runs before the client is ready. It never yields data (disabled while loading,
 * rejecting after a failed load), so it may stand in for any query's options.
 */
function standIn(state: Exclude<ApiClientState, { status: 'ready' }>): unknown {
  if (state.status === 'loading') {
    return {
      queryKey: clientStateKeys.loading(),
      queryFn: () => new Promise(() => {}),
      enabled: false,
    };
  }
  return {
    queryKey: clientStateKeys.failed(),
    queryFn: () => Promise.reject(state.error),
    retry: false,
  };
}

/** status.json, polled every 2 minutes. */
export const useProductStatus = () => useApiQuery((q) => q.account.status());

/** The visitor's location; pass the geo-block flag as `enabled`. Never retried, fails open. */
export const useGeoLocation = (enabled = true) => useApiQuery((q) => q.account.geo(enabled));

export const useTokenSearch = (query: Maybe<string>) => useApiQuery((q) => q.tokens.search(query));

export const useTokenMetadata = (mint: Maybe<string>) =>
  useApiQuery((q) => q.tokens.metadata(mint));

export const useTokenBatch = (mints: Maybe<readonly string[]>) =>
  useApiQuery((q) => q.tokens.batch(mints));

/** The latest USD price of each mint (last point of the past two hours); a Map by mint. */
export const useLatestPrices = (mints: Maybe<readonly string[]>) =>
  useApiQuery((q) => q.prices.latest(mints));

export const useLendingMarketConfigs = () => useApiQuery((q) => q.lending.marketConfigs());

export const useResources = () => useApiQuery((q) => q.lending.resources());

export const useStrategies = () => useApiQuery((q) => q.strategies.list());

export const useStrategiesMetrics = () => useApiQuery((q) => q.strategies.metrics());

export const useStrategyUserPnl = (strategy: Maybe<string>, wallet: Maybe<string>) =>
  useApiQuery((q) => q.strategies.userPnl(strategy, wallet));

export const useStrategyUserFeesAndRewards = (strategy: Maybe<string>, wallet: Maybe<string>) =>
  useApiQuery((q) => q.strategies.userFeesAndRewards(strategy, wallet));

export const useStakingYields = () => useApiQuery((q) => q.strategies.stakingYields());

export const useYieldsHistory = (source: Maybe<string>, range?: TimeRange) =>
  useApiQuery((q) => q.strategies.yieldsHistory(source, range));

export const usePointsLeaderboard = (season: Maybe<number>, page = 0) =>
  useApiQuery((q) => q.points.leaderboard(season, page));

export const usePointsBreakdown = (season: Maybe<number>, wallet: Maybe<string>) =>
  useApiQuery((q) => q.points.breakdown(season, wallet));

export const useReferralCode = (code: Maybe<string>) =>
  useApiQuery((q) => q.account.referralCode(code));

/** Wallet screening (O§4.7); `cached` is the record kept in local storage. */
export const useWalletScreening = (
  wallet: Maybe<string>,
  cached?: ProvisionalUserMetadata | null,
) => useApiQuery((q) => q.account.screening(wallet, cached));
