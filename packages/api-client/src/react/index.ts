export {
  type ApiClientState,
  useApiClient,
  useApiClientState,
  useApiQueries,
} from './context';
export {
  useApiQuery,
  useGeoLocation,
  useLatestPrices,
  useLendingMarketConfigs,
  usePointsBreakdown,
  usePointsLeaderboard,
  useProductStatus,
  useReferralCode,
  useResources,
  useStakingYields,
  useStrategies,
  useStrategiesMetrics,
  useStrategyUserFeesAndRewards,
  useStrategyUserPnl,
  useTokenBatch,
  useTokenMetadata,
  useTokenSearch,
  useWalletScreening,
  useYieldsHistory,
} from './hooks';
export { LazyApiClientProvider } from './lazyProvider';
export { ApiClientProvider } from './provider';
