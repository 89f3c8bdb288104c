import { type ComponentType, Suspense, useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useBrand } from '../brand/BrandContext';
import { useFlags } from '../flags/FlagsContext';
import { allFlagsOn } from '../flags/resolveFlags';
import { useNavigationHistoryStore } from '../navigation/NavigationHistoryContext';
import { brandText } from './brandText';
import { findInvalidParam } from './params';
import { ScreenSkeleton } from './ScreenSkeleton';
import { screenRegistry } from './screenRegistry';
import { InvalidParamScreen } from './system/InvalidParamScreen';
import type { RouteDef } from './types';
import { useDocumentMeta } from './useDocumentMeta';

/** Renders one route: flag gate, parameter check, page meta, then the lazily loaded screen. */
export function RouteScreen({ route }: { route: RouteDef }) {
  const flags = useFlags();
  if (!allFlagsOn(flags, route.flag)) return <Navigate to="/404" replace />;
  return <EnabledRouteScreen route={route} />;
}

function EnabledRouteScreen({ route }: { route: RouteDef }) {
  const brand = useBrand();
  const params = useParams();
  const { pathname } = useLocation();
  const history = useNavigationHistoryStore();
  const invalid = findInvalidParam(route.params, params);
  const title = brandText(route.title, brand);
  const description = brandText(route.description, brand);
  useDocumentMeta(`${title} | ${brand.name}`, description);
  useEffect(() => {
    if (!invalid) history.getState().record(pathname);
  }, [history, pathname, invalid]);

  if (invalid) return <InvalidParamScreen invalid={invalid} />;
  // Sound: each route's params name exactly its path's (defineRoute), and ScreenParams is read
  // off those routes, so the validated values are what the screen's props declare.
  const Screen = screenRegistry[route.screen] as ComponentType<{
    route: RouteDef;
    params: Readonly<Record<string, string | undefined>>;
  }>;
  return (
    <Suspense fallback={<ScreenSkeleton title={title} subtitle={description} />}>
      <Screen route={route} params={params} />
    </Suspense>
  );
}
