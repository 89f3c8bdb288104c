import type { MergedParamValues, PathParamValues } from './pathParams';
import type { LendingSubRoute } from './routes/lendingBase';
import type { ProductRoute } from './routes/productRoutes';
import type { ScreenId } from './screenIds';

type RouteParamValues<Route> = Route extends { path: infer Path extends string }
  ? PathParamValues<Path>
  : Route extends LendingSubRoute<infer SubPath, ScreenId>
    ? PathParamValues<SubPath>
    : never;

/**
 * The parameters a screen receives: read off the product's routes that render it, so a screen
 * cannot read a parameter none of its routes has.
 */
export type ScreenParams<Screen extends ScreenId> = MergedParamValues<
  RouteParamValues<Extract<ProductRoute, { screen: Screen }>>
>;
