import { compilePathPattern } from '../routing/pathPattern';
import type { RouteDef } from '../routing/types';

/** A route path as React Router reads it: ':name' is one segment, ':name?' an optional one. */
function pathPattern(path: string): RegExp {
  return compilePathPattern(path, { param: '[^/]+', ignoreCase: true });
}

function staticSegments(path: string): number {
  return path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
}

/**
 * The route a path opens, without the router (the shell paints before it loads): the matching
 * route with the most literal segments, as React Router ranks '/lending/swap' above
 * '/lending/:slug'. Tested against React Router on every route of the apps' tables.
 */
export function routeForPath(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  let best: RouteDef | undefined;
  for (const route of routes) {
    if (!pathPattern(route.path).test(pathname)) continue;
    if (!best || staticSegments(route.path) > staticSegments(best.path)) best = route;
  }
  return best;
}
