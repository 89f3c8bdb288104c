import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lendingRoutes } from '../routing/routes/lendingRoutes';
import {
  consumerRoutes,
  legalRoutes,
  lendingV3Routes,
  managerRoutes,
} from '../routing/routes/productRoutes';
import type { RouteDef } from '../routing/types';
import { routeForPath } from './routeForPath';

const ADDRESS = 'D6q6wuQSrifJKZYpR1M8R4YawnLDtDsMmWM1NbBmgJ59';

/** The route tables the three apps assemble. */
const TABLES: Record<string, readonly RouteDef[]> = {
  addresses: [...consumerRoutes, ...lendingRoutes('addresses'), ...lendingV3Routes],
  symbols: [...consumerRoutes, ...lendingRoutes('symbols'), ...lendingV3Routes],
  manager: [...managerRoutes, ...lendingRoutes('addresses'), ...legalRoutes],
};

/** Paths the route opens: every parameter filled, and each optional one also left out. */
function samplePaths(route: RouteDef): string[] {
  const filled = route.path.replace(/:\w+\??/g, ADDRESS);
  const bare = route.path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, ADDRESS) || '/';
  return filled === bare ? [filled] : [filled, bare];
}

function routerChoice(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, handle: route })),
    pathname,
  );
  return matches?.[0]?.route.handle as RouteDef | undefined;
}

describe('routeForPath', () => {
  for (const [name, routes] of Object.entries(TABLES)) {
    it(`picks the route React Router picks, for every route of the ${name} table`, () => {
      for (const path of routes.flatMap(samplePaths)) {
        expect(routeForPath(routes, path)?.id, path).toBe(routerChoice(routes, path)?.id);
      }
    });
  }

  it('finds nothing for a path no route opens', () => {
    expect(routeForPath(TABLES.addresses ?? [], '/no/such/page')).toBeUndefined();
  });
});
