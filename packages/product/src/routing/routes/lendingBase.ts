import type { RouteInput } from '../defineRoute';
import type { ScreenId } from '../screenIds';
import type { RouteDef } from '../types';

/** The base path lending screens sit under; each screen also answers without it (O§2.1). */
export const LENDING_BASE = '/lending';

/** The v3 generation's base for the lending markets screens. */
export const LENDING_V3_BASE = '/markets';

/** A lending screen's route below the base. */
export type LendingSubRoute<SubPath extends string, Screen extends ScreenId> = Omit<
  RouteInput<SubPath, Screen>,
  'path'
> & {
  /** Path below the base, '' for the base itself. */
  subPath: SubPath;
  /**
   * Whether the form without the base exists. It does not where another route already owns that
   * path (the base itself is the main page, /swap is the swap screen).
   */
  unprefixed: boolean;
};

/** Defines a lending sub-route; like defineRoute, its params must name exactly its path's. */
export function defineLendingRoute<const SubPath extends string, const Screen extends ScreenId>(
  route: Omit<RouteInput<SubPath, Screen>, 'path'> & { subPath: SubPath; unprefixed: boolean },
): LendingSubRoute<SubPath, Screen> {
  return route;
}

/** Expands a lending screen into its '/lending' form and, where free, its form without the base. */
export function withOptionalLendingBase(
  route: Omit<RouteDef, 'path'> & { subPath: string; unprefixed: boolean },
): RouteDef[] {
  const { subPath, unprefixed, id, ...rest } = route;
  const prefixed: RouteDef = { ...rest, id: `lending.${id}`, path: `${LENDING_BASE}${subPath}` };
  if (!unprefixed) return [prefixed];
  return [prefixed, { ...rest, id: `lending.${id}.unprefixed`, path: subPath }];
}
