import { useMatches } from 'react-router-dom';
import type { RouteDef } from './types';

/** What each router entry carries so the layout can read the matched route's data. */
export interface RouteHandle {
  route?: RouteDef;
}

/** The route definition of the deepest match, if the current page is a product route. */
export function useCurrentRouteDef(): RouteDef | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
