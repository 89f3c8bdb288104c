import type { IncomingHttpHeaders } from 'node:http';
import { HttpError } from './http-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequest {
  method: HttpMethod;
  path: string;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  /** Parsed JSON body; undefined when the request had none. */
  body: unknown;
  headers: IncomingHttpHeaders;
}

/** A JSON answer, or raw text with its own content type (SVG logos). */
export type ApiResponse =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; contentType: string; headers?: Record<string, string> };

export type RouteHandler = (request: ApiRequest) => ApiResponse | Promise<ApiResponse>;

export interface RouteDefinition {
  method: HttpMethod;
  /** Template: literal segments and `{name}` segments, e.g. '/strategies/{strategy}/metrics'. */
  path: string;
  handle: RouteHandler;
}

type Segment = { literal: string } | { param: string };

interface CompiledRoute extends RouteDefinition {
  segments: Segment[];
  literals: number;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; params: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] }
  | { kind: 'not-found' };

const PARAM = /^\{(\w+)\}$/;

/** Path segments without empty parts, so '/pnl/' and '/pnl' are the same route. */
export function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

function compile(route: RouteDefinition): CompiledRoute {
  const segments = splitPath(route.path).map((part): Segment => {
    const param = PARAM.exec(part)?.[1];
    return param === undefined ? { literal: part } : { param };
  });
  return { ...route, segments, literals: segments.filter((s) => 'literal' in s).length };
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new HttpError(400, `Malformed path segment: ${part}`);
  }
}

/**
 * Matches request paths against route templates. When several templates fit, the one with the
 * most literal segments wins, so '/strategies/metrics' beats '/strategies/{strategy}'.
 */
export class Router {
  private readonly routes: CompiledRoute[];

  constructor(routes: readonly RouteDefinition[]) {
    this.routes = routes.map(compile).sort((a, b) => b.literals - a.literals);
  }

  get definitions(): readonly RouteDefinition[] {
    return this.routes;
  }

  match(method: HttpMethod, path: string): RouteMatch {
    const parts = splitPath(path);
    const allowed: HttpMethod[] = [];
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (params === null) continue;
      if (route.method === method) return { kind: 'found', route, params };
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
  }
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as Segment;
    const part = parts[index] as string;
    if ('literal' in segment) {
      if (segment.literal !== part) return null;
    } else {
      params[segment.param] = decode(part);
    }
  }
  return params;
}
