import { compileActivePattern } from '../routing/activePattern';
import type { RouteDef } from '../routing/types';

function staticSegments(path: string): number {
  return path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
}

/**
 * The route a path opens, without the router: the matching route with the most literal
 * segments, as the router ranks '/lending/swap' above '/lending/:slug'.
 */
export function routeForPath(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  let best: RouteDef | undefined;
  for (const route of routes) {
    if (!compileActivePattern(route.path).test(pathname)) continue;
    if (!best || staticSegments(route.path) > staticSegments(best.path)) best = route;
  }
  return best;
}
