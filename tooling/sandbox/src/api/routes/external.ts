import type { RouteModule } from './route-context';

/** Documents of third parties the client reads from URLs of their own, served locally here. */
export const EXTERNAL_PREFIX = '/external';
/** The synthetic-dollar issuer's yields document (the client's `syntheticDollarYieldUrl`). */
export const SYNTHETIC_DOLLAR_YIELD_PATH = `${EXTERNAL_PREFIX}/synthetic-dollar-yield`;

export const externalRoutes: RouteModule = ({ data }) => [
  {
    method: 'GET',
    path: SYNTHETIC_DOLLAR_YIELD_PATH,
    handle: () => ({ json: data().syntheticDollarYield() }),
  },
];
