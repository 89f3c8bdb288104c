import { describe, expect, it } from 'vitest';
import { json, status, testClient } from '../testing/fakeFetch';

describe('status.json', () => {
  it('reads the maintenance flag from the CDN', async () => {
    const { client, calls } = testClient(() => json({ maintenance: { api: true, other: 1 } }));
    expect(await client.status.status()).toEqual({ maintenance: { api: true } });
    expect(calls[0]?.url.href).toBe('https://cdn.test/status.json');
  });

  it.each([[{}], [{ maintenance: {} }], [{ maintenance: null }]])(
    'defaults maintenance.api to false for %j',
    async (body) => {
      const { client } = testClient(() => json(body));
      expect((await client.status.status()).maintenance.api).toBe(false);
    },
  );

  it('honours a separate status URL', async () => {
    const { client, calls } = testClient(() => json({}), {
      statusUrl: 'https://status.test/s.json',
    });
    await client.status.status();
    expect(calls[0]?.url.href).toBe('https://status.test/s.json');
  });

  it('fails visibly when status.json cannot be read', async () => {
    const { client } = testClient(() => status(500));
    await expect(client.status.status()).rejects.toThrow('network error status: 500');
  });
});

describe('geo lookup', () => {
  it('returns the location', async () => {
    const { client, calls } = testClient(() =>
      json({ status: 'success', country: 'Ukraine', countryCode: 'UA', region: '14', isp: 'x' }),
    );
    expect(await client.geo.lookup()).toEqual({
      status: 'success',
      country: 'Ukraine',
      countryCode: 'UA',
      region: '14',
      lookupFailed: false,
    });
    expect(calls[0]?.url.href).toBe('https://geo.test/json');
  });

  it.each([
    ['a network failure', () => ({ networkError: true as const })],
    ['a server error', () => status(503)],
    ['garbage', () => ({ status: 200, text: 'not json' })],
  ])('fails open after one attempt on %s', async (_, reply) => {
    const { client, calls, reports } = testClient(reply);
    const location = await client.geo.lookup();
    expect(location).toMatchObject({ countryCode: '', region: '', lookupFailed: true });
    expect(calls).toHaveLength(1);
    expect(reports[0]?.context.fallback).toBe('not restricted');
  });
});
