import type { ApiClientConfig, ErrorReporter, ResolvedApiConfig } from './config';
import { resolveConfig } from './config';
import { parseBody, requestJson } from './http/request';
import type { CallOptions, FetchLike } from './http/transport';
import { buildUrl, type Query } from './http/url';
import { fillRoute, ROUTES, type RouteName, routeLabel } from './routes';
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
  /** `{ programId }` when lending routes must name the program (staging or explicit id). */
  lendingProgramQuery(): Query;
}

export function createContext(options: ApiClientConfig): ApiContext {
  const config = resolveConfig(options);
  const fetchFn: FetchLike = options.fetch;
  const report: ErrorReporter = options.reportError ?? (() => undefined);
  const now = options.now ?? Date.now;

  function baseFor(route: RouteName): string {
    if (route === 'status') return config.statusUrl;
    const host = ROUTES[route].host;
    if (host === 'cdn') return config.cdnUrl;
    if (host === 'geo') return config.geoUrl;
    return config.apiUrl;
  }

  return {
    config,
    label: (route) => routeLabel(ROUTES[route], config.slug),
    report,
    now,
    lendingProgramQuery: () => (config.sendsProgramId ? { programId: config.programId } : {}),
    async call<T>(route: RouteName, spec: CallSpec<T>): Promise<T> {
      const definition = ROUTES[route];
      const endpoint = routeLabel(definition, config.slug);
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
