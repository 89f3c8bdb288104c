import { createApiClient, type FetchLike } from '@keel/api-client';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';

/** One answer: a JSON body and a status (200 unless said). */
export interface FakeAnswer {
  status?: number;
  json: unknown;
}

export type FakeSwapRoutes = (path: string, query: URLSearchParams) => FakeAnswer | undefined;

/** The real client over a fake transport; unanswered paths get a 404. Records `METHOD path?query`. */
export function withFakeSwapApi(routes: FakeSwapRoutes, calls: string[] = []): ScreenSeed {
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url);
    calls.push(`${init?.method ?? 'GET'} ${parsed.pathname}${parsed.search}`);
    const answer = routes(parsed.pathname, parsed.searchParams) ?? {
      status: 404,
      json: { error: 'not found' },
    };
    const status = answer.status ?? 200;
    const body = JSON.stringify(answer.json);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
  const client = createApiClient({
    baseUrl: 'http://api.test.invalid',
    cdnUrl: 'http://cdn.test.invalid',
    geoUrl: 'http://geo.test.invalid',
    fetch,
    env: 'localnet',
    slug: testBrand.apiSlug,
    brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
  });
  return (context) => {
    context.services.apiClient = () => Promise.resolve(client);
  };
}
