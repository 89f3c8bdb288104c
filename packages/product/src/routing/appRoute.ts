import type { RouteInput } from './defineRoute';
import type { PathParamValues } from './pathParams';
import type { ScreenId } from './screenIds';
import type { ScreenParams } from './screenParams';
import type { RouteDef } from './types';

type ScreenAccepts<Path extends string, Screen extends ScreenId> = [PathParamValues<Path>] extends [
  ScreenParams<Screen>,
]
  ? unknown
  : { screen: `${Screen} reads parameters that '${Path}' does not give` };

/**
 * Defines a route of an app's own table. Besides `defineRoute`'s check, the path must give the
 * screen every parameter the screen reads.
 */
export function appRoute<const Path extends string, const Screen extends ScreenId>(
  route: RouteInput<Path, Screen> & ScreenAccepts<Path, Screen>,
): RouteDef<Path, Screen> {
  return route;
}
