import type { SolanaEnv } from '../config';
import type { PoolSimulationParams } from '../domains/simulation';
import type { StakingYieldKind, TimeRange } from '../domains/strategies';
import { type TimeInput, toTime } from '../domains/time';
import type { TokenListPage } from '../domains/tokens';
import type { PnlMode } from '../models/lending';
import type { PriceFrequency } from '../models/prices';
import type { FeePeriod, StrategyStatus, StrategyType } from '../models/strategies';
import type { StrategyHistoryFrequency } from '../models/strategyHistory';
import type { SwapQuoteParams } from '../models/swap';

import { API_QUERY_ROOT, clientStateKeys } from './clientKeys';

export { API_QUERY_ROOT };

type Maybe<T> = T | undefined;

/** Time inputs as epoch ms so equal moments give equal keys whatever their spelling. */
function rangeKey(range: TimeRange = {}): { start?: number; end?: number } {
  return {
    ...(range.start === undefined ? {} : { start: toTime(range.start) }),
    ...(range.end === undefined ? {} : { end: toTime(range.end) }),
  };
}

/** A set of strings as a key part: sorted and de-duplicated, so equal sets give equal keys. */
function sortedSet(values: Maybe<readonly string[]>): Maybe<string[]> {
  return values ? [...new Set(values)].sort() : undefined;
}

function timeKey(time: Maybe<TimeInput>): Maybe<number> {
  return time === undefined ? undefined : toTime(time);
}

/** Backtest inputs with times as epoch ms and prices as decimal text. */
function simulationKey(params: Maybe<PoolSimulationParams>) {
  if (params === undefined) return undefined;
  const period = { startDate: toTime(params.startDate), endDate: toTime(params.endDate) };
  return params.method === 'Fixed'
    ? {
        ...params,
        ...period,
        priceLower: params.priceLower.toString(),
        priceUpper: params.priceUpper.toString(),
      }
    : { ...params, ...period };
}

/**
 * Hierarchical query keys: root → domain → environment → market / strategy / vault → user →
 * leaf → parameters. Every input of a query is in its key, so invalidating a prefix (a domain,
 * a market, a user in a market) refreshes exactly what depends on it.
 */
export const apiKeys = {
  all: () => [API_QUERY_ROOT] as const,
  /** The hooks' stand-ins before the client is ready (`loading`, `failed`). */
  clientState: clientStateKeys,

  tokens: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'tokens', env] as const,
    list: (env: SolanaEnv, page: TokenListPage = {}) =>
      [API_QUERY_ROOT, 'tokens', env, 'list', { ...page }] as const,
    verified: (env: SolanaEnv, page: TokenListPage = {}) =>
      [API_QUERY_ROOT, 'tokens', env, 'verified', { ...page }] as const,
    search: (env: SolanaEnv, query: Maybe<string>) =>
      [API_QUERY_ROOT, 'tokens', env, 'search', query] as const,
    metadata: (env: SolanaEnv, mint: Maybe<string>) =>
      [API_QUERY_ROOT, 'tokens', env, 'metadata', mint] as const,
    /** Mints are sorted and de-duplicated: the same set is the same query. */
    batch: (env: SolanaEnv, mints: Maybe<readonly string[]>) =>
      [API_QUERY_ROOT, 'tokens', env, 'batch', sortedSet(mints)] as const,
    /** The bundled fallback list, per brand (its native token's name and symbol). */
    fallbackList: (
      env: SolanaEnv,
      brand: { productName: string; nativeTokenSymbol: string } | null,
    ) => [API_QUERY_ROOT, 'tokens', env, 'fallbackList', brand] as const,
  },

  swap: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'swap', env] as const,
    /** Every input of the quote, mode included, so a changed slippage is a new quote. */
    quote: (env: SolanaEnv, params: Maybe<SwapQuoteParams>) =>
      [
        API_QUERY_ROOT,
        'swap',
        env,
        'quote',
        params === undefined ? undefined : { swapMode: 'ExactIn', ...params },
      ] as const,
  },

  prices: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'prices', env] as const,
    /** The latest price of each mint; mints sorted and de-duplicated. */
    latest: (env: SolanaEnv, mints: Maybe<readonly string[]>) =>
      [API_QUERY_ROOT, 'prices', env, 'latest', sortedSet(mints)] as const,
    history: (
      env: SolanaEnv,
      token: Maybe<string>,
      params: TimeRange & { frequency?: PriceFrequency; type?: 'spot' | 'TWAP' } = {},
    ) =>
      [
        API_QUERY_ROOT,
        'prices',
        env,
        token,
        'history',
        { ...rangeKey(params), frequency: params.frequency, type: params.type },
      ] as const,
  },

  strategies: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'strategies', env] as const,
    list: (env: SolanaEnv, filter: { type?: StrategyType; status?: StrategyStatus } = {}) =>
      [API_QUERY_ROOT, 'strategies', env, 'list', { ...filter }] as const,
    metrics: (env: SolanaEnv, status: StrategyStatus = 'LIVE') =>
      [API_QUERY_ROOT, 'strategies', env, 'metrics', { status }] as const,
    feesAndRewards: (
      env: SolanaEnv,
      filter: { period?: FeePeriod; status?: readonly StrategyStatus[] } = {},
    ) =>
      [
        API_QUERY_ROOT,
        'strategies',
        env,
        'feesAndRewards',
        { period: filter.period ?? '24h', status: [...(filter.status ?? ['LIVE'])].sort() },
      ] as const,
    allTimeFeesAndRewards: (env: SolanaEnv) =>
      [API_QUERY_ROOT, 'strategies', env, 'allTimeFeesAndRewards'] as const,
    allTimeVolume: (env: SolanaEnv) =>
      [API_QUERY_ROOT, 'strategies', env, 'allTimeVolume'] as const,
    tvl: (env: SolanaEnv) => [API_QUERY_ROOT, 'strategies', env, 'tvl'] as const,
    volume: (env: SolanaEnv, status?: StrategyStatus) =>
      [API_QUERY_ROOT, 'strategies', env, 'volume', { status }] as const,
    stakingYields: (kind: StakingYieldKind) =>
      [API_QUERY_ROOT, 'strategies', 'stakingYields', kind] as const,
    principalTokenYields: () => [API_QUERY_ROOT, 'strategies', 'principalTokenYields'] as const,
    yieldsHistory: (source: Maybe<string>, range: TimeRange = {}) =>
      [API_QUERY_ROOT, 'strategies', 'yields', source, 'history', rangeKey(range)] as const,
    shareholderTransactions: (env: SolanaEnv, wallet: Maybe<string>) =>
      [API_QUERY_ROOT, 'strategies', env, 'user', wallet, 'transactions'] as const,

    strategy: (env: SolanaEnv, strategy: Maybe<string>) =>
      [API_QUERY_ROOT, 'strategies', env, 'strategy', strategy] as const,
    metricsOf: (env: SolanaEnv, strategy: Maybe<string>) =>
      [...apiKeys.strategies.strategy(env, strategy), 'metrics'] as const,
    rangesHistory: (env: SolanaEnv, strategy: Maybe<string>, range: TimeRange = {}) =>
      [...apiKeys.strategies.strategy(env, strategy), 'rangesHistory', rangeKey(range)] as const,
    metricsHistory: (env: SolanaEnv, strategy: Maybe<string>, range: TimeRange = {}) =>
      [...apiKeys.strategies.strategy(env, strategy), 'metricsHistory', rangeKey(range)] as const,
    history: (
      env: SolanaEnv,
      strategy: Maybe<string>,
      params: TimeRange & { frequency?: StrategyHistoryFrequency } = {},
    ) =>
      [
        ...apiKeys.strategies.strategy(env, strategy),
        'history',
        { ...rangeKey(params), frequency: params.frequency },
      ] as const,
    performance: (
      env: SolanaEnv,
      strategy: Maybe<string>,
      depositDate: Maybe<TimeInput>,
      staging: boolean,
    ) =>
      [
        ...apiKeys.strategies.strategy(env, strategy),
        'performance',
        { depositDate: timeKey(depositDate), staging },
      ] as const,

    user: (env: SolanaEnv, strategy: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.strategies.strategy(env, strategy), 'user', wallet] as const,
    userPnl: (env: SolanaEnv, strategy: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.strategies.user(env, strategy, wallet), 'pnl'] as const,
    userPnlHistory: (
      env: SolanaEnv,
      strategy: Maybe<string>,
      wallet: Maybe<string>,
      range: TimeRange = {},
    ) =>
      [...apiKeys.strategies.user(env, strategy, wallet), 'pnlHistory', rangeKey(range)] as const,
    userFeesAndRewards: (env: SolanaEnv, strategy: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.strategies.user(env, strategy, wallet), 'feesAndRewards'] as const,
  },

  lending: {
    all: (env: SolanaEnv, programId: string) =>
      [API_QUERY_ROOT, 'lending', env, programId] as const,
    marketConfigs: (env: SolanaEnv, programId: string) =>
      [...apiKeys.lending.all(env, programId), 'marketConfigs'] as const,
    resources: (env: SolanaEnv) => [API_QUERY_ROOT, 'lending', env, 'resources'] as const,
    /** One external document for every cluster and program. */
    syntheticDollarStakingYield: () =>
      [API_QUERY_ROOT, 'lending', 'syntheticDollarStakingYield'] as const,

    market: (env: SolanaEnv, programId: string, market: Maybe<string>) =>
      [...apiKeys.lending.all(env, programId), 'market', market] as const,
    reserveMetricsHistory: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      reserve: Maybe<string>,
      params: TimeRange & { frequency?: 'hour' | 'day' } = {},
    ) =>
      [
        ...apiKeys.lending.market(env, programId, market),
        'reserve',
        reserve,
        'metricsHistory',
        { ...rangeKey(params), frequency: params.frequency },
      ] as const,
    leverageMetrics: (env: SolanaEnv, programId: string, market: Maybe<string>) =>
      [...apiKeys.lending.market(env, programId, market), 'leverageMetrics'] as const,
    userTransactions: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      user: Maybe<string>,
    ) => [...apiKeys.lending.market(env, programId, market), 'user', user, 'transactions'] as const,

    obligation: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
    ) => [...apiKeys.lending.market(env, programId, market), 'obligation', obligation] as const,
    obligationMetricsHistory: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: TimeRange & { useStakeRateForObligation?: boolean } = {},
    ) =>
      [
        ...apiKeys.lending.obligation(env, programId, market, obligation),
        'metricsHistory',
        { ...rangeKey(params), useStakeRateForObligation: params.useStakeRateForObligation },
      ] as const,
    obligationTransactions: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: { useLogPrices?: boolean } = {},
    ) =>
      [
        ...apiKeys.lending.obligation(env, programId, market, obligation),
        'transactions',
        { useLogPrices: params.useLogPrices },
      ] as const,
    interestFees: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: TimeRange & { frequency?: 'hour' | 'day'; positionMode?: PnlMode } = {},
    ) =>
      [
        ...apiKeys.lending.obligation(env, programId, market, obligation),
        'interestFees',
        { ...rangeKey(params), frequency: params.frequency, positionMode: params.positionMode },
      ] as const,
    interestPaid: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: TimeRange & { frequency?: 'hour' | 'day' } = {},
    ) =>
      [
        ...apiKeys.lending.obligation(env, programId, market, obligation),
        'interestPaid',
        { ...rangeKey(params), frequency: params.frequency },
      ] as const,
    obligationPnl: (
      env: SolanaEnv,
      programId: string,
      market: Maybe<string>,
      obligation: Maybe<string>,
      params: { pnlMode?: PnlMode; useStakeRate?: boolean } = {},
    ) =>
      [
        ...apiKeys.lending.obligation(env, programId, market, obligation),
        'pnl',
        { pnlMode: params.pnlMode ?? 'current_obligation', useStakeRate: params.useStakeRate },
      ] as const,
  },

  points: {
    all: () => [API_QUERY_ROOT, 'points'] as const,
    season: (season: Maybe<number>) => [API_QUERY_ROOT, 'points', 'season', season] as const,
    leaderboard: (season: Maybe<number>, page: { offset: number; limit: number }) =>
      [...apiKeys.points.season(season), 'leaderboard', page] as const,
    /** The whole leaderboard of a season, every chunk read. */
    fullLeaderboard: (season: Maybe<number>) =>
      [...apiKeys.points.season(season), 'fullLeaderboard'] as const,
    metrics: (season: Maybe<number>) => [...apiKeys.points.season(season), 'metrics'] as const,
    airdropMetrics: (season: Maybe<number>) =>
      [...apiKeys.points.season(season), 'airdropMetrics'] as const,
    user: (season: Maybe<number>, wallet: Maybe<string>) =>
      [...apiKeys.points.season(season), 'user', wallet] as const,
    breakdown: (env: SolanaEnv, season: Maybe<number>, wallet: Maybe<string>) =>
      [...apiKeys.points.user(season, wallet), 'breakdown', { env }] as const,
    stakingBoosts: (season: Maybe<number>, wallet: Maybe<string>) =>
      [...apiKeys.points.user(season, wallet), 'stakingBoosts'] as const,
    airdropAllocations: (season: Maybe<number>, wallet: Maybe<string>) =>
      [...apiKeys.points.user(season, wallet), 'airdropAllocations'] as const,
    rules: (env: SolanaEnv) => [API_QUERY_ROOT, 'points', 'rules', { env }] as const,
  },

  distributor: {
    all: () => [API_QUERY_ROOT, 'distributor'] as const,
    userProof: (wallet: Maybe<string>) =>
      [API_QUERY_ROOT, 'distributor', 'userProof', wallet] as const,
    distributors: () => [API_QUERY_ROOT, 'distributor', 'distributors'] as const,
  },

  earn: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'earn', env] as const,
    vaults: (env: SolanaEnv) => [...apiKeys.earn.all(env), 'vaults'] as const,
    summary: (env: SolanaEnv) => [...apiKeys.earn.all(env), 'summary'] as const,
    tokenMetadata: (mint: Maybe<string>) =>
      [API_QUERY_ROOT, 'earn', 'tokenMetadata', mint] as const,
    vault: (env: SolanaEnv, vault: Maybe<string>) =>
      [...apiKeys.earn.all(env), 'vault', vault] as const,
    vaultState: (env: SolanaEnv, vault: Maybe<string>) =>
      [...apiKeys.earn.vault(env, vault), 'state'] as const,
    vaultMetrics: (env: SolanaEnv, vault: Maybe<string>) =>
      [...apiKeys.earn.vault(env, vault), 'metrics'] as const,
    vaultMetricsHistory: (env: SolanaEnv, vault: Maybe<string>, range: TimeRange = {}) =>
      [...apiKeys.earn.vault(env, vault), 'metricsHistory', rangeKey(range)] as const,
    vaultAllocations: (env: SolanaEnv, vault: Maybe<string>) =>
      [...apiKeys.earn.vault(env, vault), 'allocations'] as const,
    allocationTransactions: (env: SolanaEnv, vault: Maybe<string>) =>
      [...apiKeys.earn.vault(env, vault), 'allocationTransactions'] as const,
    allocationVolumeHistory: (env: SolanaEnv, vault: Maybe<string>, range: TimeRange = {}) =>
      [...apiKeys.earn.vault(env, vault), 'allocationVolumeHistory', rangeKey(range)] as const,
    vaultUser: (env: SolanaEnv, vault: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.earn.vault(env, vault), 'user', wallet] as const,
    userVaultMetricsHistory: (
      env: SolanaEnv,
      vault: Maybe<string>,
      wallet: Maybe<string>,
      range: TimeRange = {},
    ) =>
      [...apiKeys.earn.vaultUser(env, vault, wallet), 'metricsHistory', rangeKey(range)] as const,
    userPnl: (env: SolanaEnv, vault: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.earn.vaultUser(env, vault, wallet), 'pnl'] as const,
    userPnlHistory: (env: SolanaEnv, vault: Maybe<string>, wallet: Maybe<string>) =>
      [...apiKeys.earn.vaultUser(env, vault, wallet), 'pnlHistory'] as const,
    user: (env: SolanaEnv, wallet: Maybe<string>) =>
      [...apiKeys.earn.all(env), 'user', wallet] as const,
    userPositions: (env: SolanaEnv, wallet: Maybe<string>) =>
      [...apiKeys.earn.user(env, wallet), 'positions'] as const,
    userMetricsHistory: (env: SolanaEnv, wallet: Maybe<string>, range: TimeRange = {}) =>
      [...apiKeys.earn.user(env, wallet), 'metricsHistory', rangeKey(range)] as const,
    userTransactions: (env: SolanaEnv, wallet: Maybe<string>) =>
      [...apiKeys.earn.user(env, wallet), 'transactions'] as const,
  },

  simulation: {
    all: (env: SolanaEnv) => [API_QUERY_ROOT, 'simulation', env] as const,
    /** Every backtest input is in the key: a changed range or date is a new simulation. */
    pool: (env: SolanaEnv, pool: Maybe<string>, params: Maybe<PoolSimulationParams>) =>
      [API_QUERY_ROOT, 'simulation', env, 'pool', pool, simulationKey(params)] as const,
  },

  referrals: {
    all: () => [API_QUERY_ROOT, 'referrals'] as const,
    code: (code: Maybe<string>) => [API_QUERY_ROOT, 'referrals', 'code', code] as const,
    user: (wallet: Maybe<string>) => [API_QUERY_ROOT, 'referrals', 'user', wallet] as const,
    userCode: (wallet: Maybe<string>) => [...apiKeys.referrals.user(wallet), 'code'] as const,
    referredBy: (wallet: Maybe<string>) =>
      [...apiKeys.referrals.user(wallet), 'referredBy'] as const,
    referredUsers: (wallet: Maybe<string>) =>
      [...apiKeys.referrals.user(wallet), 'referredUsers'] as const,
    message: (wallet: Maybe<string>) => [...apiKeys.referrals.user(wallet), 'message'] as const,
    /** The referrer's place on the referral leaderboard. */
    userMetrics: (wallet: Maybe<string>) =>
      [...apiKeys.referrals.user(wallet), 'leaderboardMetrics'] as const,
    leaderboard: (page: { offset: number; limit: number }) =>
      [API_QUERY_ROOT, 'referrals', 'leaderboard', page] as const,
    metrics: () => [API_QUERY_ROOT, 'referrals', 'metrics'] as const,
  },

  users: {
    all: () => [API_QUERY_ROOT, 'users'] as const,
    screening: (wallet: Maybe<string>) => [API_QUERY_ROOT, 'users', wallet, 'screening'] as const,
  },

  status: () => [API_QUERY_ROOT, 'status'] as const,
  geo: () => [API_QUERY_ROOT, 'geo'] as const,
};
