import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { TimeRange } from '../domains/strategies';
import type { ProvisionalUserMetadata } from '../models/users';
import type { ApiQueries } from '../query';
import type { ApiQueryOptions } from '../query/define';
import { useApiQueries } from './context';

type Maybe<T> = T | undefined;

/**
 * Runs any query of the package: `useApiQuery((q) => q.strategies.userPnl(strategy, wallet))`.
 * The selected options carry the key, the parsing query function, the timings and `enabled`.
 */
export function useApiQuery<TData, TKey extends QueryKey>(
  select: (queries: ApiQueries) => ApiQueryOptions<TData, TKey>,
): UseQueryResult<TData, Error> {
  return useQuery(select(useApiQueries()));
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
