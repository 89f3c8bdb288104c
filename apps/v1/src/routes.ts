import {
  earnRoutes,
  legalRoutes,
  lendingRoutes,
  lendingV3Routes,
  liquidityRoutes,
  multiplyRoutes,
  pointsRoutes,
  portfolioRoutes,
  type RouteDef,
  swapRoutes,
  tokenRoutes,
} from '@keel/product';

/** The older generation: the main page is the Borrow / Lend list. */
export const routes: readonly RouteDef[] = [
  {
    id: 'main',
    path: '/',
    screen: 'lendingMarkets',
    title: 'Borrow / Lend',
    description: 'Lend and borrow assets in {product} lending markets.',
    decor: 'circles',
  },
  ...liquidityRoutes,
  ...portfolioRoutes,
  ...legalRoutes,
  ...pointsRoutes,
  ...tokenRoutes,
  ...swapRoutes,
  ...earnRoutes,
  ...multiplyRoutes,
  ...lendingRoutes('addresses'),
  ...lendingV3Routes.filter((route) => route.id !== 'v3.leverageVault'),
];
