import {
  appRoute,
  consumerRoutes,
  lendingRoutes,
  lendingV3Routes,
  type RouteDef,
} from '@keel/product';

/** The newer generation: a landing page, the v3 lending forms and the slug-addressed leverage vault. */
export const routes: readonly RouteDef[] = [
  appRoute({
    id: 'main',
    path: '/',
    screen: 'landing',
    title: 'Earn, borrow and multiply',
    description: '{product}: lending, multiply, leverage, earn vaults and liquidity on Solana.',
    decor: 'circles',
  }),
  ...consumerRoutes,
  ...lendingRoutes('symbols'),
  ...lendingV3Routes,
];
