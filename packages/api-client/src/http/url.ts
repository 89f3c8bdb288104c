export type QueryValue = string | number | boolean | undefined | null | readonly string[];
export type Query = Record<string, QueryValue>;

/**
 * Joins a base URL, a path and query parameters. Undefined and null parameters are left out;
 * arrays repeat the key (`status=LIVE&status=STAGING`).
 */
export function buildUrl(base: string, path: string, query: Query = {}): string {
  const trimmedBase = base.replace(/\/+$/, '');
  const joined =
    path === '' ? trimmedBase : `${trimmedBase}${path.startsWith('/') ? '' : '/'}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? joined : `${joined}?${search}`;
}
