import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { AppLayoutProps } from '../layout/AppLayout';
import { CurrentRouteContext } from '../routing/routeHandle';
import type { RouteDef } from '../routing/types';
import { routeForPath } from '../shell/routeForPath';
import { buildRouteObjects } from './buildRouteObjects';
import { ReplayBootIntent } from './ReplayBootIntent';

export interface AppRoutesProps {
  routes: readonly RouteDef[];
  layout: AppLayoutProps;
}

/**
 * The app's pages inside whichever router the caller provides (the browser's in mountApp, an
 * in-memory one in tests): the route objects, plus the current route definition for the layout,
 * and the replay of a click made on the boot shell before the app rendered.
 */
export function AppRoutes({ routes, layout }: AppRoutesProps) {
  const objects = useMemo(() => buildRouteObjects(routes, layout), [routes, layout]);
  const { pathname } = useLocation();
  const current = useMemo(() => routeForPath(routes, pathname), [routes, pathname]);
  const element = useRoutes(objects);
  return (
    <CurrentRouteContext.Provider value={current}>
      {element}
      <ReplayBootIntent />
    </CurrentRouteContext.Provider>
  );
}
