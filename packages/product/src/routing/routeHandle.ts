import { createContext, useContext } from 'react';
import type { RouteDef } from './types';

/** The route definition the current path opens; provided by AppRoutes. */
export const CurrentRouteContext = createContext<RouteDef | undefined>(undefined);

/** The route definition of the current page, if it is a product route. */
export function useCurrentRouteDef(): RouteDef | undefined {
  return useContext(CurrentRouteContext);
}
