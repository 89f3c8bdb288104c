import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiNetworkError, ApiValidationError } from '../http/errors';
import { createApiQueries } from '../query';
import { apiKeys } from '../query/keys';
import { QUERY_TIMINGS } from '../query/timings';
import { type FakeHandler, json, status, testClient } from '../testing/fakeFetch';

const YIELD_URL = 'https://yields.test/api/yields/protocol-and-staking-yield';

const document = {
  protocolYield: { lastUpdated: '2025-03-04T08:00:00.000Z', value: 3.1 },
  stakingYield: { lastUpdated: '2025-03-04T08:00:00.000Z', value: 4.52 },
};

function configured(handler: FakeHandler) {
  return testClient(handler, { syntheticDollarYieldUrl: YIELD_URL });
}

describe('lending.syntheticDollarStakingYield', () => {
  it('reads the staking yield as a fraction, from the configured URL as is', async () => {
    const { client, calls, reports } = configured(() => json(document));
    const result = await client.lending.syntheticDollarStakingYield();
    expect(result?.apy.toFixed()).toBe('0.0452');
    expect(result?.lastUpdated).toBe(Date.UTC(2025, 2, 4, 8));
    expect(calls.map((call) => [call.method, call.url.href])).toEqual([['GET', YIELD_URL]]);
    expect(reports).toEqual([]);
  });

  it('tolerates extra fields, numeric strings and other timestamp forms', async () => {
    const { client, reports } = configured(() =>
      json({
        source: 'issuer',
        protocolYield: { lastUpdated: 'not read', value: 'n/a' },
        stakingYield: {
          lastUpdated: '2025-03-04 08:30:00',
          value: '12.3456789',
          sevenDayAverage: 11.9,
        },
      }),
    );
    const result = await client.lending.syntheticDollarStakingYield();
    expect(result?.apy.toFixed()).toBe('0.123456789');
    expect(result?.lastUpdated).toBe(Date.UTC(2025, 2, 4, 8, 30));
    expect(Object.keys(result ?? {}).sort()).toEqual(['apy', 'lastUpdated']);
    expect(reports).toEqual([]);
  });

  it('keeps the URL when staging switches the product API host', async () => {
    const { client, calls } = testClient(() => json(document), {
      syntheticDollarYieldUrl: YIELD_URL,
      staging: { baseUrl: 'https://staging.test' },
    });
    await client.lending.syntheticDollarStakingYield();
    expect(calls[0]?.url.href).toBe(YIELD_URL);
  });

  it.each([
    ['a server error', () => status(503), ApiNetworkError],
    ['no response', () => ({ networkError: true as const }), ApiNetworkError],
    [
      'a missing staking yield',
      () => json({ protocolYield: document.protocolYield }),
      ApiValidationError,
    ],
    [
      'a non-numeric value',
      () => json({ stakingYield: { lastUpdated: '2025-03-04', value: 'high' } }),
      ApiValidationError,
    ],
    ['a body that is not JSON', () => ({ text: '<html>' }), ApiValidationError],
  ])('reports %s and answers null', async (_, reply, errorType) => {
    const { client, reports } = configured(reply);
    expect(await client.lending.syntheticDollarStakingYield()).toBeNull();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.error).toBeInstanceOf(errorType);
    expect(reports[0]?.context).toEqual({ endpoint: `GET ${YIELD_URL}`, fallback: 'null' });
  });

  it.each([
    ['absent', {}],
    ['empty', { syntheticDollarYieldUrl: '  ' }],
  ])('answers null without a request or a report when the URL is %s', async (_, overrides) => {
    const { client, calls, reports } = testClient(() => json(document), overrides);
    expect(client.config.syntheticDollarYieldUrl).toBeUndefined();
    expect(await client.lending.syntheticDollarStakingYield()).toBeNull();
    expect(calls).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('lets an aborted request reject instead of answering null', async () => {
    const { client, reports } = configured(() => ({ abort: true }));
    await expect(client.lending.syntheticDollarStakingYield()).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(reports).toEqual([]);
  });
});

describe('syntheticDollarStakingYield query options', () => {
  it('use their own lending key and the general timing', () => {
    const { client } = configured(() => json(document));
    const options = createApiQueries(client).lending.syntheticDollarStakingYield();
    expect(options.queryKey).toEqual(['api', 'lending', 'syntheticDollarStakingYield']);
    expect(options.queryKey).toEqual(apiKeys.lending.syntheticDollarStakingYield());
    expect(options).toMatchObject({ ...QUERY_TIMINGS.general, enabled: true });
  });

  it('cache the parsed yield, or null when no URL is configured', async () => {
    const withUrl = configured(() => json(document));
    const options = createApiQueries(withUrl.client).lending.syntheticDollarStakingYield();
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(options);
    expect(queryClient.getQueryData(options.queryKey)?.apy.toFixed()).toBe('0.0452');

    const withoutUrl = testClient(() => json(document));
    const nullOptions = createApiQueries(withoutUrl.client).lending.syntheticDollarStakingYield();
    expect(await new QueryClient().fetchQuery(nullOptions)).toBeNull();
    expect(withoutUrl.calls).toEqual([]);
  });
});
