import { yieldToEventLoop } from '@keel/chain-readers';
import { lendingServices } from '../domains/lending/data/services';
import { allFlagsOn } from '../flags/resolveFlags';
import { screenRegistry } from '../routing/screenRegistry';
import type { RouteDef } from '../routing/types';
import { routeForPath } from '../shell/routeForPath';
import type { AppContext } from './createAppContext';

/** Screens whose first data is the lending markets (lending config, then the chain). */
const LENDING_SCREENS: ReadonlySet<RouteDef['screen']> = new Set([
  'lendingMarkets',
  'landing',
  'reserve',
  'obligation',
  'obligationDashboard',
  'leverageDashboard',
  'liquidate',
]);

/** The enabled route a path opens, if any. */
export function enabledRouteForPath(
  routes: readonly RouteDef[],
  context: Pick<AppContext, 'flags'>,
  pathname: string,
): RouteDef | undefined {
  const route = routeForPath(routes, pathname);
  return route && allFlagsOn(context.flags, route.flag) ? route : undefined;
}

const ignore = () => undefined;

/**
 * Called by the entry before React renders, so the first screen's needs are on their way at
 * once instead of after the shell has rendered and the screen's code has arrived: the route's
 * screen chunk, the API client with status.json (every page's banners) and, on lending screens,
 * the lending config and the lending services (chain connection and runtime). Each goes into the
 * same cache, under the same keys and query options the screens use, so nothing is fetched twice;
 * a failure here is left for the screen's own request to report. Each load starts in a task of
 * its own: starting one (its chunk's preload links) costs the main thread a few milliseconds,
 * and a phone should not take them all in one long task.
 */
export function startEarlyLoads(
  context: AppContext,
  routes: readonly RouteDef[],
  pathname: string,
) {
  const route = enabledRouteForPath(routes, context, pathname);
  if (route) screenRegistry[route.screen].preload().catch(ignore);
  const lending = route !== undefined && LENDING_SCREENS.has(route.screen);
  const { queryClient, services } = context;
  yieldToEventLoop()
    .then(() => Promise.all([services.apiClient(), import('@keel/api-client')]))
    .then(([client, { createApiQueries }]) => {
      const queries = createApiQueries(client);
      void queryClient.prefetchQuery(queries.account.status());
      if (lending) void queryClient.prefetchQuery(queries.lending.marketConfigs());
    })
    .catch(ignore);
  if (lending) {
    void yieldToEventLoop()
      .then(yieldToEventLoop)
      .then(() => lendingServices.prefetch(queryClient, services));
  }
}
