import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from '../layout/AppLayout';
import { RouteErrorPage } from '../routing/RouteErrorPage';
import { RouteScreen } from '../routing/RouteScreen';
import type { RouteHandle } from '../routing/routeHandle';
import { NotFoundPage } from '../routing/system/NotFoundPage';
import type { RouteDef } from '../routing/types';

/** Turns route data into React Router objects: the layout, every route, /404 and the catch-all. */
export function buildRouteObjects(
  routes: readonly RouteDef[],
  layout: AppLayoutProps,
): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => ({
    path: route.path,
    element: <RouteScreen route={route} />,
    handle: { route } satisfies RouteHandle,
    errorElement: <RouteErrorPage />,
  }));
  children.push(
    { path: '/404', element: <NotFoundPage /> },
    { path: '*', element: <Navigate to="/404" replace /> },
  );
  return [{ element: <AppLayout {...layout} />, children }];
}
