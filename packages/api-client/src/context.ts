import type { ApiClientConfig, ErrorReporter, ResolvedApiConfig } from './config';
import { resolveConfig } from './config';
import { parseBody, requestJson } from './http/request';
import type { CallOptions, FetchLike } from './http/transport';
import { buildUrl, type Query } from './http/url';
import { type ExternalRouteName, fillRoute, ROUTES, type RouteName, routeLabel } from './routes';
import type { Schema } from './schema/schema';

export interface CallSpec<T> extends CallOptions {
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
  schema: Schema<T>;
}

/** What every domain module receives: resolved configuration and one way to call a route. */
export interface ApiContext {
  readonly config: ResolvedApiConfig;
  call<T>(route: RouteName, spec: CallSpec<T>): Promise<T>;
  /** The label a route has in errors and reports ('GET /points/leaderboard'). */
  label(route: RouteName): string;
  report: ErrorReporter;
  now(): number;
  /** The configured URL of an external route; undefined when it is not configured. */
  externalUrl(route: ExternalRouteName): string | undefined;
  /** `{ programId }` when lending routes must name the program (staging or explicit id). */
  lendingProgramQuery(): Query;
}

/** Where each external route's URL lives in the configuration. */
const EXTERNAL_URLS: Record<ExternalRouteName, (config: ResolvedApiConfig) => string | undefined> =
  {
    syntheticDollarYield: (config) => config.syntheticDollarYieldUrl,
  };

function isExternal(route: RouteName): route is ExternalRouteName {
  return ROUTES[route].host === 'external';
}

/** Thrown when an external route is called without its URL configured (a programming error). */
export class ExternalRouteNotConfiguredError extends Error {
  override readonly name = 'ExternalRouteNotConfiguredError';
  constructor(route: ExternalRouteName) {
    super(`No URL is configured for the external route '${route}'`);
  }
}

export function createContext(options: ApiClientConfig): ApiContext {
  const config = resolveConfig(options);
  const fetchFn: FetchLike = options.fetch;
  const report: ErrorReporter = options.reportError ?? (() => undefined);
  const now = options.now ?? Date.now;

  const externalUrl = (route: ExternalRouteName) => EXTERNAL_URLS[route](config);

  function baseFor(route: RouteName): string {
    if (route === 'status') return config.statusUrl;
    if (isExternal(route)) {
      const url = externalUrl(route);
      if (url === undefined) throw new ExternalRouteNotConfiguredError(route);
      return url;
    }
    const host = ROUTES[route].host;
    if (host === 'cdn') return config.cdnUrl;
    if (host === 'geo') return config.geoUrl;
    if (host === 'swap') return config.swapUrl;
    return config.apiUrl;
  }

  // An external document has no path of its own: its label names the configured URL.
  function label(route: RouteName): string {
    if (!isExternal(route)) return routeLabel(ROUTES[route], config.slug);
    return `${ROUTES[route].method} ${externalUrl(route) ?? `(${route} URL not configured)`}`;
  }

  return {
    config,
    label,
    report,
    now,
    externalUrl,
    lendingProgramQuery: () => (config.sendsProgramId ? { programId: config.programId } : {}),
    async call<T>(route: RouteName, spec: CallSpec<T>): Promise<T> {
      const definition = ROUTES[route];
      const endpoint = label(route);
      const path = route === 'status' ? '' : fillRoute(definition, config.slug, spec.params);
      const body = await requestJson(fetchFn, {
        endpoint,
        url: buildUrl(baseFor(route), path, spec.query),
        method: definition.method,
        body: spec.body,
        ...(spec.signal ? { signal: spec.signal } : {}),
      });
      return parseBody(endpoint, spec.schema, body);
    },
  };
}
