import type { RouteDef } from '../types';

/** The base path lending screens sit under; each screen also answers without it (O§2.1). */
export const LENDING_BASE = '/lending';

/** The v3 generation's base for the lending markets screens. */
export const LENDING_V3_BASE = '/markets';

export interface LendingSubRoute extends Omit<RouteDef, 'id' | 'path'> {
  id: string;
  /** Path below the base, '' for the base itself. */
  subPath: string;
  /**
   * Whether the form without the base exists. It does not where another route already owns that
   * path (the base itself is the main page, /swap is the swap screen).
   */
  unprefixed: boolean;
}

/** Expands a lending screen into its '/lending' form and, where free, its form without the base. */
export function withOptionalLendingBase(route: LendingSubRoute): RouteDef[] {
  const { subPath, unprefixed, id, ...rest } = route;
  const prefixed: RouteDef = { ...rest, id: `lending.${id}`, path: `${LENDING_BASE}${subPath}` };
  if (!unprefixed) return [prefixed];
  return [prefixed, { ...rest, id: `lending.${id}.unprefixed`, path: subPath }];
}
