import { createApiClient, createApiQueries } from '@keel/api-client';
import { matchQuery, QueryClient, type QueryKey } from '@tanstack/react-query';
import { testBrand } from './renderApp';

/** The API's query options over a client that never reaches a network: keys only. */
export function offlineApiQueries() {
  return createApiQueries(
    createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: () => Promise.reject(new Error('no network in this test')),
      env: 'localnet',
      slug: testBrand.apiSlug,
    }),
  );
}

/** Whether invalidating `prefixes` (a write's refresh list) marks the read under `queryKey` stale. */
export function marksStale(prefixes: readonly QueryKey[], queryKey: QueryKey): boolean {
  const client = new QueryClient();
  const query = client.getQueryCache().build(client, { queryKey });
  return prefixes.some((prefix) => matchQuery({ queryKey: prefix }, query));
}
