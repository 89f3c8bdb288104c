import type { PathParamName } from './pathParams';
import type { ScreenId } from './screenIds';
import type { ParamKind, RouteBase, RouteDef } from './types';

/** One kind for each parameter of the path, no more and no less. */
export type ParamKindsOf<Path extends string> = {
  readonly [K in PathParamName<Path>]: ParamKind;
};

type ParamsClause<Path extends string> = [PathParamName<Path>] extends [never]
  ? { params?: never }
  : { params: ParamKindsOf<Path> };

/** A route as written: its `params` must name exactly the parameters of its `path`. */
export type RouteInput<Path extends string, Screen extends ScreenId> = RouteBase<Path, Screen> &
  ParamsClause<Path>;

/**
 * Defines one of the product's routes. Its path's literal type is kept, so the parameters a
 * screen receives are read off the routes that render it (`ScreenParams`).
 */
export function defineRoute<const Path extends string, const Screen extends ScreenId>(
  route: RouteInput<Path, Screen>,
): RouteDef<Path, Screen> {
  return route;
}
