/**
 * Which configured host a route lives on. `swap` is the swap API host (O§7), the product API
 * unless configured. `external` routes are third-party documents read from a full URL of their
 * own in the configuration (empty path: the URL is called as is).
 */
export type RouteHost = 'api' | 'swap' | 'cdn' | 'geo' | 'external';

export interface RouteDefinition {
  readonly host: RouteHost;
  readonly method: 'GET' | 'POST' | 'PUT';
  /**
   * Path template. `{slug}` is the product API slug from the client configuration; other
   * `{name}` parts are call arguments. An empty path means the configured URL itself (the geo
   * lookup, external documents).
   */
  readonly path: string;
}

/**
 * Every route the client can call. Kept as data so the README, the sandbox server and a drift
 * test can all read the same list.
 */
export const ROUTES = {
  // Prices
  pricesHistory: { host: 'api', method: 'GET', path: '/prices/history' },
  // Swap token catalogue
  swapTokens: { host: 'api', method: 'GET', path: '/{slug}-swap/tokens' },
  swapTokensVerified: { host: 'api', method: 'GET', path: '/{slug}-swap/tokens/verified' },
  swapTokenSearch: { host: 'api', method: 'GET', path: '/{slug}-swap/tokens/search' },
  swapTokenMetadata: { host: 'api', method: 'GET', path: '/{slug}-swap/tokens/{mint}/metadata' },
  swapTokenBatch: { host: 'api', method: 'GET', path: '/{slug}-swap/tokens/batch' },
  // Swap quotes and instructions (aggregator v6 shape, on the swap API host)
  swapQuote: { host: 'swap', method: 'GET', path: '/swap/v1/quote' },
  swapInstructions: { host: 'swap', method: 'POST', path: '/swap/v1/swap-instructions' },
  // Status and geo
  status: { host: 'cdn', method: 'GET', path: '/status.json' },
  geo: { host: 'geo', method: 'GET', path: '' },
  // Liquidity strategies
  strategies: { host: 'api', method: 'GET', path: '/strategies' },
  strategiesMetrics: { host: 'api', method: 'GET', path: '/strategies/metrics' },
  strategyMetrics: { host: 'api', method: 'GET', path: '/strategies/{strategy}/metrics' },
  strategiesFeesAndRewards: { host: 'api', method: 'GET', path: '/strategies/fees-and-rewards' },
  strategiesAllTimeFeesAndRewards: {
    host: 'api',
    method: 'GET',
    path: '/strategies/all-time-fees-and-rewards',
  },
  strategiesAllTimeVolume: { host: 'api', method: 'GET', path: '/strategies/all-time-volume' },
  strategiesTvl: { host: 'api', method: 'GET', path: '/strategies/tvl' },
  strategiesVolume: { host: 'api', method: 'GET', path: '/v2/strategies/volume' },
  stakingYields: { host: 'api', method: 'GET', path: '/v2/staking-yields' },
  stakingYieldsAggregate: { host: 'api', method: 'GET', path: '/v2/staking-yields/{kind}' },
  principalTokenYields: { host: 'api', method: 'GET', path: '/yields/principal-tokens' },
  yieldsHistory: { host: 'api', method: 'GET', path: '/yields/{source}/history' },
  strategyUserPnl: {
    host: 'api',
    method: 'GET',
    path: '/v2/strategies/{strategy}/shareholders/{wallet}/pnl',
  },
  strategyUserPnlHistory: {
    host: 'api',
    method: 'GET',
    path: '/v2/strategies/{strategy}/shareholders/{wallet}/pnl/history',
  },
  strategyUserFeesAndRewards: {
    host: 'api',
    method: 'GET',
    path: '/v2/strategies/{strategy}/shareholders/{wallet}/fees-and-rewards/latest-position',
  },
  strategyRangesHistory: {
    host: 'api',
    method: 'GET',
    path: '/strategies/{strategy}/ranges/history',
  },
  strategyMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/strategies/{strategy}/metrics/history',
  },
  strategyHistory: { host: 'api', method: 'GET', path: '/v2/strategies/{strategy}/history' },
  strategyPerformance: { host: 'api', method: 'GET', path: '/performance/{strategy}/vs_usd_ui' },
  shareholderTransactions: {
    host: 'api',
    method: 'GET',
    path: '/v2/shareholders/{wallet}/transactions',
  },
  // Pool simulation (backtest)
  poolSimulation: { host: 'api', method: 'GET', path: '/simulate/{pool}' },
  // Lending
  lendingConfigV3: { host: 'cdn', method: 'GET', path: '/{slug}_lend_config_v3.json' },
  lendingConfigV2: { host: 'cdn', method: 'GET', path: '/{slug}_lend_config_v2.json' },
  lendingMarkets: { host: 'api', method: 'GET', path: '/v2/{slug}-market' },
  resources: { host: 'cdn', method: 'GET', path: '/resources.json' },
  obligationMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/obligations/{obligation}/metrics/history',
  },
  obligationTransactions: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/obligations/{obligation}/transactions',
  },
  userLendingTransactions: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/users/{user}/transactions',
  },
  obligationInterestFees: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/obligations/{obligation}/interest-fees',
  },
  obligationInterestPaid: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/obligations/{obligation}/interest-paid',
  },
  obligationPnl: {
    host: 'api',
    method: 'GET',
    path: '/v2/{slug}-market/{market}/obligations/{obligation}/pnl/',
  },
  reserveMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/{slug}-market/{market}/reserves/{reserve}/metrics/history',
  },
  /** Totals of a market's Multiply and Leverage obligations per deposit/borrow reserve pair. */
  leverageMetrics: { host: 'api', method: 'GET', path: '/{slug}-market/{market}/leverage/metrics' },
  /** The synthetic-dollar issuer's yields document, at `syntheticDollarYieldUrl`. */
  syntheticDollarYield: { host: 'external', method: 'GET', path: '' },
  // Points
  pointsLeaderboard: { host: 'api', method: 'GET', path: '/points/leaderboard' },
  pointsBreakdown: { host: 'api', method: 'GET', path: '/points/users/{wallet}/breakdown' },
  pointsMetrics: { host: 'api', method: 'GET', path: '/points/metrics' },
  pointsRules: { host: 'api', method: 'GET', path: '/points/rules' },
  stakingBoosts: { host: 'api', method: 'GET', path: '/users/{wallet}/staking-boosts' },
  airdropAllocations: { host: 'api', method: 'GET', path: '/airdrop/users/{wallet}/allocations' },
  airdropMetrics: { host: 'api', method: 'GET', path: '/airdrop/metrics' },
  // The allocation claim's proof service (its own host in production; see the README)
  distributorUserProof: { host: 'api', method: 'GET', path: '/distributor/user/{wallet}' },
  distributors: { host: 'api', method: 'GET', path: '/distributor/distributors' },
  // Referrals
  referralCode: { host: 'api', method: 'GET', path: '/referral-codes/{code}' },
  userReferralCode: { host: 'api', method: 'GET', path: '/users/{wallet}/referral-code' },
  createReferralCode: { host: 'api', method: 'POST', path: '/users/{wallet}/referral-code' },
  updateReferralCode: { host: 'api', method: 'PUT', path: '/users/{wallet}/referral-code' },
  referralMessage: { host: 'api', method: 'GET', path: '/users/{wallet}/referral-message' },
  referredBy: { host: 'api', method: 'GET', path: '/users/{wallet}/referred-by' },
  referredUsers: { host: 'api', method: 'GET', path: '/users/{wallet}/referred-users' },
  referralLeaderboard: { host: 'api', method: 'GET', path: '/referral/leaderboard' },
  referralMetrics: { host: 'api', method: 'GET', path: '/referral/metrics' },
  referralUserMetrics: {
    host: 'api',
    method: 'GET',
    path: '/referral/leaderboard/users/{wallet}/metrics',
  },
  // User metadata (screening)
  userMetadata: { host: 'api', method: 'GET', path: '/users/{wallet}/metadata' },
  requestUserScreening: { host: 'api', method: 'POST', path: '/users/{wallet}/metadata' },
  // Earn vaults
  earnVaults: { host: 'api', method: 'GET', path: '/kvaults/vaults' },
  earnVault: { host: 'api', method: 'GET', path: '/kvaults/vaults/{vault}' },
  earnVaultMetrics: { host: 'api', method: 'GET', path: '/kvaults/vaults/{vault}/metrics' },
  earnVaultMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/vaults/{vault}/metrics/history',
  },
  earnVaultAllocations: { host: 'api', method: 'GET', path: '/kvaults/vaults/{vault}/allocations' },
  earnUserPositions: { host: 'api', method: 'GET', path: '/kvaults/users/{wallet}/positions' },
  earnUserVaultMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/users/{wallet}/vaults/{vault}/metrics/history',
  },
  earnUserMetricsHistory: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/users/{wallet}/metrics/history',
  },
  earnUserPnl: { host: 'api', method: 'GET', path: '/kvaults/{vault}/users/{wallet}/pnl' },
  earnUserPnlHistory: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/{vault}/users/{wallet}/pnl/history',
  },
  earnUserTransactions: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/shareholders/{wallet}/transactions',
  },
  earnAllocationTransactions: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/{vault}/allocation-transactions',
  },
  earnAllocationVolumeHistory: {
    host: 'api',
    method: 'GET',
    path: '/kvaults/{vault}/allocation-volume/history',
  },
  earnSummary: { host: 'api', method: 'GET', path: '/kvaults/summary' },
  earnVaultTokenMetadata: { host: 'api', method: 'GET', path: '/kvaults/mints/{mint}/metadata' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof ROUTES;

/** Routes read from a third-party URL of their own rather than from a product host. */
export type ExternalRouteName = {
  [K in RouteName]: (typeof ROUTES)[K]['host'] extends 'external' ? K : never;
}[RouteName];

/** Route as named in errors: method plus template with the slug filled in. */
export function routeLabel(route: RouteDefinition, slug: string): string {
  return `${route.method} ${route.path.replaceAll('{slug}', slug) || '/'}`;
}

/**
 * Fills a route template. Arguments are URL-encoded (codes and ids come from users and
 * URLs); a missing argument is a programming error and throws.
 */
export function fillRoute(
  route: RouteDefinition,
  slug: string,
  params: Record<string, string> = {},
): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'slug') return slug;
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter '${name}' for ${route.path}`);
    return encodeURIComponent(value);
  });
}
