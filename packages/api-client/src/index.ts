// Client
export { type ApiClient, createApiClient } from './client';
export {
  type ApiClientConfig,
  ApiConfigError,
  DEFAULT_ENV,
  type ErrorReportContext,
  type ErrorReporter,
  type FailureNotice,
  MAINNET_LENDING_PROGRAM_ID,
  type ResolvedApiConfig,
  resolveConfig,
  type SolanaEnv,
  STAGING_LENDING_PROGRAM_ID,
  type StagingConfig,
} from './config';
export { builtInMarketsFor } from './domains/builtInMarkets';
// Domains
export type { DistributorApi } from './domains/distributor';
export type { EarnApi } from './domains/earn';
export { failOpenGeoLocation, type GeoApi } from './domains/geo';
export type {
  InterestParams,
  LendingApi,
  MarketConfigList,
  MarketConfigSource,
} from './domains/lending';
export type { PointsApi, SeasonParam } from './domains/points';
export { POINTS_PAGE_SIZE } from './domains/pointsPaging';
export type { PriceHistoryParams, PricesApi } from './domains/prices';
export {
  type ReferralCodeRequest,
  ReferralLookupError,
  type ReferralsApi,
} from './domains/referrals';
export type {
  FixedSimulationParams,
  PoolSimulationParams,
  SimulationApi,
  TrackerSimulationParams,
} from './domains/simulation';
export { fallbackStakingYields } from './domains/stakingYieldsFallback';
export type { StatusApi } from './domains/status';
export {
  PERFORMANCE_DEPOSIT_TOKEN,
  PERFORMANCE_INITIAL_DEPOSIT,
  type RequiredTimeRange,
  type StakingYieldKind,
  type StrategiesApi,
  type TimeRange,
} from './domains/strategies';
export { type SwapApi, SwapApiError, type SwapInstructionsRequest } from './domains/swap';
export { DAY_MS, type TimeInput, toIso, toIsoDate, toTime } from './domains/time';
export { chunk, TOKEN_BATCH_SIZE, type TokenListPage, type TokensApi } from './domains/tokens';
export {
  isScreeningFresh,
  SCREENING_VALIDITY_MS,
  type ScreeningResult,
  type ScreeningSource,
  type UsersApi,
} from './domains/users';
export {
  BENIGN_ERROR_TEXT_CASE_SENSITIVE,
  BENIGN_ERROR_TEXTS,
  isBenignError,
} from './errors/benign';
export { ERROR_MESSAGE_PATHS, extractErrorMessage } from './errors/extract';
export {
  failedToLoadFeesAndRewardsMessage,
  failedToLoadResourcesMessage,
  failedToLoadUserPnlMessage,
  INTERNAL_ERROR_MESSAGES,
  invalidEnvironmentMessage,
  LOAD_ERROR_MESSAGES,
  reserveNotFoundMessage,
} from './errors/messages';
// Transport and errors
export {
  ApiNetworkError,
  ApiValidationError,
  isHttpStatus,
  networkErrorMessage,
} from './http/errors';
export type { CallOptions, FetchLike, RequestInitLike, ResponseLike } from './http/transport';
export { buildUrl, type Query, type QueryValue } from './http/url';
// Models
export type { DistributorProof, Distributors } from './models/distributor';
export * from './models/earn';
export * from './models/lending';
export * from './models/points';
export * from './models/prices';
export * from './models/referrals';
export * from './models/simulation';
export * from './models/status';
export * from './models/strategies';
export * from './models/strategyHistory';
export * from './models/swap';
export * from './models/syntheticDollarYield';
export * from './models/users';
// Query keys and options
export { type ApiQueries, createApiQueries } from './query';
export {
  type ApiQueryOptions,
  allPresent,
  defineQuery,
  MissingQueryInputError,
  required,
} from './query/define';
export { API_QUERY_ROOT, apiKeys } from './query/keys';
export {
  DEFAULT_QUERY_OPTIONS,
  GENERAL_QUERY_TIMING,
  QUERY_TIMINGS,
  type QueryTiming,
  SWAP_QUOTE_REFRESH_MS,
} from './query/timings';
export {
  type ExternalRouteName,
  fillRoute,
  ROUTES,
  type RouteDefinition,
  type RouteHost,
  type RouteName,
  routeLabel,
} from './routes';
export type { EpochMs, Infer, Schema } from './schema';
// Schemas
export * as schema from './schema';
// Tokens
export type { FallbackTokenBrand } from './tokens/fallbackTokens';
export { loadFallbackTokenList } from './tokens/loadFallbackTokens';
export { filterTokensBySymbol } from './tokens/symbolFilter';
export {
  PLACEHOLDER_TOKEN,
  placeholderToken,
  type TokenInfo,
  tokenInfoSchema,
} from './tokens/tokenInfo';
