import {
  appRoute,
  consumerRoutes,
  lendingRoutes,
  lendingV3Routes,
  type RouteDef,
} from '@keel/product';

/** The older generation: the main page is the Borrow / Lend list. */
export const routes: readonly RouteDef[] = [
  appRoute({
    id: 'main',
    path: '/',
    screen: 'lendingMarkets',
    title: 'Borrow / Lend',
    description: 'Lend and borrow assets in {product} lending markets.',
    decor: 'circles',
  }),
  ...consumerRoutes,
  ...lendingRoutes('addresses'),
  // The v3 forms stay reachable behind the v3 flag; the slug-addressed leverage vault would
  // shadow this generation's address form, so it is left out.
  ...lendingV3Routes.filter((route) => route.id !== 'v3.leverageVault'),
];
