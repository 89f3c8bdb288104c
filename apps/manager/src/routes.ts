import { legalRoutes, lendingRoutes, managerRoutes, type RouteDef } from '@keel/product';

const managementScreens = new Set(['manageMarkets', 'manageVaults']);

/** The manager variant: market and lending-vault management only (O§1, O§2.5). */
export const routes: readonly RouteDef[] = [
  ...managerRoutes,
  ...lendingRoutes('addresses').filter((route) => managementScreens.has(route.screen)),
  ...legalRoutes,
];
