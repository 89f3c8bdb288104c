import { type ApiClient, createApiClient, type FetchLike } from '@keel/api-client';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';

/** One answer of the fake API: a JSON body and a status (200 unless said). */
export interface FakeAnswer {
  status?: number;
  json: unknown;
}

/** Answers by path (`/points/metrics`); the query string is passed on. */
export type FakeRoutes = (
  path: string,
  query: URLSearchParams,
  method: string,
) => FakeAnswer | undefined;

/** A product API client over a fake transport: paths the routes do not answer get a 404. */
export function fakeApiClient(routes: FakeRoutes, calls: string[] = []): ApiClient {
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url);
    calls.push(`${init?.method ?? 'GET'} ${parsed.pathname}${parsed.search}`);
    const answer = routes(parsed.pathname, parsed.searchParams, init?.method ?? 'GET') ?? {
      status: 404,
      json: { error: 'not found' },
    };
    const status = answer.status ?? 200;
    const body = JSON.stringify(answer.json);
    return { ok: status >= 200 && status < 300, status, text: async () => body };
  };
  return createApiClient({
    baseUrl: 'http://api.test.invalid',
    cdnUrl: 'http://cdn.test.invalid',
    geoUrl: 'http://geo.test.invalid',
    fetch,
    env: 'localnet',
    slug: testBrand.apiSlug,
    brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
  });
}

/**
 * The fake API client as screen seed: the screens run the real client, parsing and query
 * options.
 */
export function withFakeApi(routes: FakeRoutes, calls: string[] = []): ScreenSeed {
  const client = fakeApiClient(routes, calls);
  return (context) => {
    context.services.apiClient = () => Promise.resolve(client);
  };
}

/** A wire leaderboard row (decimal strings, as the API sends). */
export function wireLeaderboardRow(
  rank: number,
  wallet: string,
  points: { liquidity: number; lending: number; total: number },
) {
  return {
    leaderboardRank: String(rank),
    ownerPubkey: wallet,
    lastCalculatedStrategies: null,
    pointsEarnedStrategies: String(points.liquidity),
    pointsEarnedBorrowLend: String(points.lending),
    pointsEarnedMultiply: '0',
    pointsEarnedLeverage: String(points.total - points.liquidity - points.lending),
    totalPointsEarned: String(points.total),
  };
}
