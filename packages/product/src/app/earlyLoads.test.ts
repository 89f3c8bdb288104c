import { createApiClient, type FetchLike } from '@keel/api-client';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lendingRoutes } from '../routing/routes/lendingRoutes';
import { legalRoutes } from '../routing/routes/productRoutes';
import { testBrand } from '../testing/renderApp';
import { screenTestContext } from '../testing/renderScreen';
import { enabledRouteForPath, startEarlyLoads } from './earlyLoads';
import { SANDBOX_ENDPOINTS } from './endpoints';

const productRoutes = [...legalRoutes, ...lendingRoutes('addresses')];

const RESERVE_PATH =
  '/lending/reserve/7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF/D6q6wuQSrifJKZYpR1M8R4YawnLDtDsMmWM1NbBmgJ59';

/** A context whose API client records the URLs it is asked for and answers 503. */
function recordingContext(flags: { lending?: boolean } = {}) {
  const context = screenTestContext({ flags });
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    return { ok: false, status: 503, text: async () => 'down' };
  };
  const client = Promise.resolve(
    createApiClient({
      baseUrl: SANDBOX_ENDPOINTS.apiUrl,
      cdnUrl: SANDBOX_ENDPOINTS.cdnUrl,
      geoUrl: SANDBOX_ENDPOINTS.geoUrl,
      fetch,
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    }),
  );
  context.services.apiClient = () => client;
  return { context, asked };
}

describe('enabledRouteForPath', () => {
  it('finds the enabled route a path opens, and none behind an off flag or for an unknown path', () => {
    const { context } = recordingContext();
    expect(enabledRouteForPath(productRoutes, context, RESERVE_PATH)?.screen).toBe('reserve');
    expect(enabledRouteForPath(productRoutes, context, '/terms')?.screen).toBe('terms');
    expect(enabledRouteForPath(productRoutes, context, '/no/such/page')).toBeUndefined();
    const off = recordingContext({ lending: false }).context;
    expect(enabledRouteForPath(productRoutes, off, RESERVE_PATH)).toBeUndefined();
  });
});

describe('startEarlyLoads', () => {
  it('asks for status.json on every route and the lending config only on lending screens', async () => {
    const terms = recordingContext();
    startEarlyLoads(terms.context, productRoutes, '/terms');
    await waitFor(() => expect(terms.asked.some((url) => url.endsWith('/status.json'))).toBe(true));
    expect(terms.asked.some((url) => url.includes('_lend_config_'))).toBe(false);

    const reserve = recordingContext();
    startEarlyLoads(reserve.context, productRoutes, RESERVE_PATH);
    await waitFor(() => {
      expect(reserve.asked.some((url) => url.endsWith('/status.json'))).toBe(true);
      expect(reserve.asked.some((url) => url.includes('_lend_config_'))).toBe(true);
    });
  });
});
