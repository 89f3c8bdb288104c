import { type ApiClient, createApiClient, type ErrorReportContext } from '@keel/api-client';
import Decimal from 'decimal.js';
import { type SandboxApi, startSandboxApi } from '../../src/api/sandbox-api';
import type { WorldWallet } from '../../src/world/types';

export interface ReportedFailure {
  error: unknown;
  context: ErrorReportContext;
}

export interface ContractHarness {
  api: SandboxApi;
  client: ApiClient;
  /** Failures the client hid behind a fallback; contract calls must leave this empty. */
  reported: ReportedFailure[];
  /** Paths of enum values the client did not know (read as 'unknown') in any answer. */
  unknownEnums: string[];
  ordinary: WorldWallet;
  flagged: WorldWallet;
}

/** The sandbox API on a free port and the real client pointed at it. */
export async function startHarness(seed = 'contract-test'): Promise<ContractHarness> {
  const api = await startSandboxApi({ port: 0, seed });
  const reported: ReportedFailure[] = [];
  const world = api.dataset().world;
  const unknownEnums: string[] = [];
  const raw = createApiClient({
    baseUrl: api.url,
    cdnUrl: api.cdnUrl,
    geoUrl: api.geoUrl,
    syntheticDollarYieldUrl: api.syntheticDollarYieldUrl,
    fetch: globalThis.fetch.bind(globalThis),
    env: 'localnet',
    slug: api.slug,
    brand: world.brand,
    reportError: (error, context) => reported.push({ error, context }),
  });
  const client = watchEnums(raw, unknownEnums);
  const wallet = (role: WorldWallet['role']) => {
    const found = world.wallets.find((candidate) => candidate.role === role);
    if (!found) throw new Error(`The world has no ${role} wallet`);
    return found;
  };
  return {
    api,
    client,
    reported,
    unknownEnums,
    ordinary: wallet('ordinary'),
    flagged: wallet('flagged'),
  };
}

/** Paths inside a parsed answer where an enum fell back to 'unknown'. */
export function unknownEnumPaths(value: unknown, path = '$'): string[] {
  if (value === 'unknown') return [path];
  if (Array.isArray(value))
    return value.flatMap((item, index) => unknownEnumPaths(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null && !Decimal.isDecimal(value))
    return Object.entries(value).flatMap(([key, item]) => unknownEnumPaths(item, `${path}.${key}`));
  return [];
}

/** The client with every domain method's answer scanned for unknown enum values. */
function watchEnums(client: ApiClient, found: string[]): ApiClient {
  const wrapped: Record<string, unknown> = { config: client.config };
  for (const [domain, api] of Object.entries(client)) {
    if (domain === 'config') continue;
    wrapped[domain] = Object.fromEntries(
      Object.entries(api as Record<string, unknown>).map(([name, method]) => [
        name,
        async (...args: unknown[]) => {
          const result = await (method as (...a: unknown[]) => Promise<unknown>)(...args);
          found.push(...unknownEnumPaths(result).map((path) => `${domain}.${name} ${path}`));
          return result;
        },
      ]),
    );
  }
  return wrapped as unknown as ApiClient;
}

/** A JSON request to the sandbox (control endpoints, raw checks). */
export async function request(
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a logo, a malformed body): keep the text.
  }
  return { status: response.status, body, headers: response.headers };
}

/** Unwraps a value the test knows exists. */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}`);
  return value;
}
