import type { ApiClientConfig, ResolvedApiConfig } from './config';
import { createContext } from './context';
import { createDistributorApi, type DistributorApi } from './domains/distributor';
import { createEarnApi, type EarnApi } from './domains/earn';
import { createGeoApi, type GeoApi } from './domains/geo';
import { createLendingApi, type LendingApi } from './domains/lending';
import { createPointsApi, type PointsApi } from './domains/points';
import { createPricesApi, type PricesApi } from './domains/prices';
import { createReferralsApi, type ReferralsApi } from './domains/referrals';
import { createSimulationApi, type SimulationApi } from './domains/simulation';
import { createStatusApi, type StatusApi } from './domains/status';
import { createStrategiesApi, type StrategiesApi } from './domains/strategies';
import { createSwapApi, type SwapApi } from './domains/swap';
import { createTokensApi, type TokensApi } from './domains/tokens';
import { createUsersApi, type UsersApi } from './domains/users';
import { loadFallbackTokenList } from './tokens/loadFallbackTokens';
import type { TokenInfo } from './tokens/tokenInfo';

/** The typed product API, CDN, geo and status client, grouped by domain. */
export interface ApiClient {
  readonly config: ResolvedApiConfig;
  readonly tokens: TokensApi;
  readonly swap: SwapApi;
  readonly prices: PricesApi;
  readonly strategies: StrategiesApi;
  readonly simulation: SimulationApi;
  readonly lending: LendingApi;
  readonly points: PointsApi;
  readonly distributor: DistributorApi;
  readonly earn: EarnApi;
  readonly referrals: ReferralsApi;
  readonly users: UsersApi;
  readonly status: StatusApi;
  readonly geo: GeoApi;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const ctx = createContext(config);
  let fallbackTokens: Promise<TokenInfo[]> | undefined;
  const fallbackList = () => {
    fallbackTokens ??= loadFallbackTokenList(config.brand);
    return fallbackTokens;
  };
  return {
    config: ctx.config,
    tokens: createTokensApi(ctx, fallbackList),
    swap: createSwapApi(ctx),
    prices: createPricesApi(ctx),
    strategies: createStrategiesApi(ctx),
    simulation: createSimulationApi(ctx),
    lending: createLendingApi(ctx, config.builtInMarkets),
    points: createPointsApi(ctx),
    distributor: createDistributorApi(ctx),
    earn: createEarnApi(ctx),
    referrals: createReferralsApi(ctx),
    users: createUsersApi(ctx),
    status: createStatusApi(ctx),
    geo: createGeoApi(ctx),
  };
}
