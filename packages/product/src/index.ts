export { type RegionCheckState, regionCheckState } from './access/regionCheck';
export {
  EU_BANNER_COUNTRIES,
  isInRegionList,
  REGION_LISTS,
  type RegionListName,
  UKRAINE_RESTRICTED_REGIONS,
  type VisitorLocation,
} from './access/regionRules';
export type { Analytics, AnalyticsProperties, AnalyticsSink } from './analytics/analytics';
export { headerEvents, isSampledIn, noAnalyticsSink } from './analytics/analytics';
export type { AppConfig, Generation } from './app/AppConfig';
export { AppProviders } from './app/AppProviders';
export { AppRoutes, type AppRoutesProps } from './app/AppRoutes';
export { buildRouteObjects } from './app/buildRouteObjects';
export { type AppContext, createAppContext, QUERY_DEFAULTS } from './app/createAppContext';
export {
  type ClusterEnvironment,
  ENDPOINT_ENV_VARS,
  EndpointConfigError,
  type Endpoints,
  endpointsFromEnv,
  SANDBOX_ENDPOINTS,
} from './app/endpoints';
export { mountApp } from './app/mountApp';
export type { Brand, BrandLinks } from './brand/brand';
export {
  type FlagDefinition,
  type FlagName,
  type FlagProfile,
  type Flags,
  flagNames,
  flagTable,
} from './flags/flagTable';
export { allFlagsOn, flagOverridesFromQuery, resolveFlags } from './flags/resolveFlags';
export { openExternalUrl, parseExternalUrl } from './links/externalUrl';
export type { ReferralLookup } from './navigation/referral';
export {
  isNavItemActive,
  type ResolvedNavItem,
  resolveNavItems,
} from './navigation/resolveNavItems';
export { badgeText, unreadCount } from './notifications/bellState';
export {
  type BellNotification,
  createFeedNotificationsService,
  type NotificationsService,
  parseNotificationFeed,
} from './notifications/notificationsService';
export { compileActivePattern, matchesAnyPattern } from './routing/activePattern';
export { appRoute } from './routing/appRoute';
export type { ParamKindsOf } from './routing/defineRoute';
export { LENDING_MARKET_SLUGS } from './routing/params';
export type { PathParamName, PathParamValues } from './routing/pathParams';
export { LENDING_BASE, LENDING_V3_BASE } from './routing/routes/lendingBase';
export { type LeverageVaultForm, lendingRoutes } from './routing/routes/lendingRoutes';
export {
  consumerRoutes,
  earnRoutes,
  legalRoutes,
  lendingV3Routes,
  liquidityRoutes,
  managerRoutes,
  pointsRoutes,
  portfolioRoutes,
  swapRoutes,
  tokenRoutes,
} from './routing/routes/productRoutes';
export { type ScreenId, screenIds } from './routing/screenIds';
export type { ScreenParams } from './routing/screenParams';
export type { ScreenProps } from './routing/screenProps';
export type { HeaderDecor, NavConfig, NavItem, ParamKind, RouteDef } from './routing/types';
export {
  APP_LOAD_FAILURE,
  type AppShell,
  type AppShellInput,
  appLoadFailureMarkup,
  appShellMarkup,
  type BootAppOptions,
  bootApp,
  routeForPath,
} from './shell';
export {
  createWalletStore,
  type SidePanelView,
  type WalletSession,
  type WalletState,
  type WalletStore,
} from './wallet/walletStore';
