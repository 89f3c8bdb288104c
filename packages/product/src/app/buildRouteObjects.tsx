import { Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, type AppLayoutProps } from '../layout/AppLayout';
import { RouteErrorBoundary } from '../routing/RouteErrorBoundary';
import { RouteScreen } from '../routing/RouteScreen';
import { NotFoundPage } from '../routing/system/NotFoundPage';
import type { RouteDef } from '../routing/types';

/**
 * Turns route data into React Router objects: the layout, every route (each behind an error
 * boundary), /404 and the catch-all.
 */
export function buildRouteObjects(
  routes: readonly RouteDef[],
  layout: AppLayoutProps,
): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => ({
    path: route.path,
    element: (
      <RouteErrorBoundary>
        <RouteScreen route={route} />
      </RouteErrorBoundary>
    ),
  }));
  children.push(
    { path: '/404', element: <NotFoundPage /> },
    { path: '*', element: <Navigate to="/404" replace /> },
  );
  return [{ element: <AppLayout {...layout} />, children }];
}
