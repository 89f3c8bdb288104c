import { type Toaster, toast } from '@keel/ui-kit';
import {
  createErrorReporting,
  createTransactionSettingsStore,
  readSelectedNetwork,
  resolveErrorReporter,
  type TransactionSettingsStore,
} from '@keel/wallet-connect';
import { QueryClient } from '@tanstack/react-query';
import {
  type Analytics,
  createSampledAnalytics,
  loadTrackingId,
  noAnalyticsSink,
} from '../analytics/analytics';
import { lazyChainReads, lazyConnections } from '../chain/loadChain';
import { sentryReporterFactory } from '../errors/sentryReporter';
import type { Flags } from '../flags/flagTable';
import { flagOverridesFromQuery, resolveFlags } from '../flags/resolveFlags';
import {
  createNavigationHistory,
  type NavigationHistoryStore,
} from '../navigation/navigationHistory';
import { type ResolvedNavItem, resolveNavItems } from '../navigation/resolveNavItems';
import {
  createFeedNotificationsService,
  type NotificationsService,
} from '../notifications/notificationsService';
import { createUiStore, type UiStore } from '../state/uiStore';
import { type KeyValueStorage, safeStorage } from '../storage/safeStorage';
import { storageKeys } from '../storage/storageKeys';
import {
  createTransactionLogStore,
  type TransactionLogStore,
} from '../transactions/log/transactionLogStore';
import { endpointsForNetwork, rpcPresets } from '../wallet/rpcPresets';
import type { WalletEnvironment } from '../wallet/WalletStoreContext';
import { createWalletStore, type WalletStore } from '../wallet/walletStore';
import type { AppConfig } from './AppConfig';
import type { AppServices } from './AppServicesContext';
import { apiReferralLookup, lazyApiClient, reportApiFailure } from './apiClient';

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
  /** The side panel's recent transactions, kept in local storage. */
  transactionLog: TransactionLogStore;
  /** The shell's wallet state; the lazily loaded wallet runtime fills it. */
  walletStore: WalletStore;
  walletEnvironment: WalletEnvironment;
  /** The bell's messages. */
  notifications: NotificationsService;
  /** Where toasts go; the ui-kit's app-wide toaster when unset. */
  toaster?: Toaster;
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
  const alwaysOn = config.analyticsAlwaysOn ?? storage.getItem(keys.analyticsAlwaysOn) === 'true';
  const analytics = createSampledAnalytics(config.analyticsSink ?? noAnalyticsSink, {
    trackingId: loadTrackingId(storage, keys.analyticsTrackingId),
    alwaysOn,
  });
  const apiClient = lazyApiClient(config.endpoints, config.brand, {
    staging: storage.getItem(keys.staging) === 'true',
    // Read when a call fails, after the context exists (tests replace its toaster).
    reportError: (error, failure) =>
      reportApiFailure(
        appContext.services.errorReporting,
        appContext.toaster ?? toast,
        error,
        failure,
      ),
  });
  // Connections are made once, for the stored chain selection; changing it reloads the page.
  const networks = rpcPresets(config.endpoints);
  const selectedNetwork = readSelectedNetwork({
    storage: storage,
    storagePrefix: config.brand.storageKeyPrefix,
    networks,
  });
  const nodeEndpoints = endpointsForNetwork(config.endpoints, selectedNetwork);
  const appContext: AppContext = {
    config,
    flags,
    navItems: resolveNavItems(config.nav.items, flags),
    analytics,
    services: {
      storage,
      storageKeys: keys,
      apiClient,
      connections: lazyConnections(nodeEndpoints),
      chainReads: lazyChainReads(nodeEndpoints),
      referralLookup: config.referralLookup ?? apiReferralLookup(apiClient),
      cdnUrl: config.endpoints.cdnUrl,
      errorReporting: createErrorReporting({
        reporter: resolveErrorReporter(config.endpoints.errorReportingDsn, sentryReporterFactory),
      }),
    },
    queryClient: new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } }),
    uiStore: createUiStore(),
    navigationHistory: createNavigationHistory(),
    transactionSettings: createTransactionSettingsStore({
      storagePrefix: config.brand.storageKeyPrefix,
      storage: environment.storage,
    }),
    transactionLog: createTransactionLogStore(storage, keys.transactionLog),
    walletStore: createWalletStore(),
    walletEnvironment: {
      environment: config.endpoints.environment,
      // The sandbox's own control port is the sandbox wallet module's default (sandbox builds only).
      sandboxControlUrl:
        config.endpoints.environment === 'localnet' ? config.sandboxControlUrl : undefined,
      networks,
      selectedNetwork,
      embeddedWalletAppId: config.endpoints.embeddedWalletAppId,
    },
    notifications:
      config.notificationsService ?? createFeedNotificationsService(config.endpoints.apiUrl),
  };
  return appContext;
}
