import {
  createTransactionSettingsStore,
  type TransactionSettingsStore,
} from '@keel/wallet-connect';
import { QueryClient } from '@tanstack/react-query';
import {
  type Analytics,
  createSampledAnalytics,
  loadTrackingId,
  noAnalyticsSink,
} from '../analytics/analytics';
import { lazyConnections } from '../chain/loadChain';
import type { Flags } from '../flags/flagTable';
import { flagOverridesFromQuery, resolveFlags } from '../flags/resolveFlags';
import { type ResolvedNavItem, resolveNavItems } from '../nav/resolveNavItems';
import {
  createNavigationHistory,
  type NavigationHistoryStore,
} from '../navigation/navigationHistory';
import { createUiStore, type UiStore } from '../state/uiStore';
import { type KeyValueStorage, safeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/storageKeys';
import type { AppConfig } from './AppConfig';
import type { AppServices } from './AppServicesContext';
import { apiReferralLookup, lazyApiClient } from './apiClient';

/** Query cache defaults (O§9): 10 min cache, 5 min stale, 3 retries. */
export const QUERY_DEFAULTS = { gcTime: 10 * 60_000, staleTime: 5 * 60_000, retry: 3 } as const;

/** Everything an app instance holds, built once at start from its config and the URL. */
export interface AppContext {
  config: AppConfig;
  flags: Flags;
  navItems: readonly ResolvedNavItem[];
  analytics: Analytics;
  services: AppServices;
  queryClient: QueryClient;
  uiStore: UiStore;
  navigationHistory: NavigationHistoryStore;
  transactionSettings: TransactionSettingsStore;
}

export interface AppEnvironment {
  /** The query string at start; flag overrides are read from it once. */
  search: string;
  storage?: KeyValueStorage | undefined;
}

export function createAppContext(config: AppConfig, environment: AppEnvironment): AppContext {
  const storage = safeStorage(environment.storage);
  const keys = storageKeys(config.brand.storageKeyPrefix);
  const flags = resolveFlags({
    profile: config.flagProfile,
    appOverrides: config.flagDefaults,
    queryOverrides: flagOverridesFromQuery(environment.search),
  });
  const alwaysOn = config.analyticsAlwaysOn ?? storage.get(keys.analyticsAlwaysOn) === 'true';
  const analytics = createSampledAnalytics(config.analyticsSink ?? noAnalyticsSink, {
    trackingId: loadTrackingId(storage, keys.analyticsTrackingId),
    alwaysOn,
  });
  const apiClient = lazyApiClient(config.endpoints, config.brand);
  return {
    config,
    flags,
    navItems: resolveNavItems(config.nav.items, flags),
    analytics,
    services: {
      storage,
      storageKeys: keys,
      apiClient,
      connections: lazyConnections(config.endpoints),
      referralLookup: config.referralLookup ?? apiReferralLookup(apiClient),
    },
    queryClient: new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } }),
    uiStore: createUiStore(),
    navigationHistory: createNavigationHistory(),
    transactionSettings: createTransactionSettingsStore({
      storagePrefix: config.brand.storageKeyPrefix,
      storage: environment.storage,
    }),
  };
}
