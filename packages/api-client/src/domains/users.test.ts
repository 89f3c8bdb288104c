import { describe, expect, it } from 'vitest';
import type { ProvisionalUserMetadata } from '../models/users';
import { json, status, testClient } from '../testing/fakeFetch';
import { SCREENING_VALIDITY_MS } from './users';

const NOW = Date.UTC(2025, 10, 20, 12);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('screening freshness', () => {
  it('uses a fresh cached record without risk and makes no request', async () => {
    const { client, calls } = testClient(() => status(500), { now: () => NOW });
    const cached: ProvisionalUserMetadata = { lastScreened: NOW - 6 * DAY, hasRisk: false };
    expect(await client.users.screen('W', cached)).toEqual({ ...cached, source: 'cache' });
    expect(calls).toHaveLength(0);
  });

  it('counts exactly 7 days as fresh and a moment later as stale', async () => {
    const atLimit = testClient(() => status(500), { now: () => NOW });
    const cached = { lastScreened: NOW - SCREENING_VALIDITY_MS, hasRisk: false };
    expect((await atLimit.client.users.screen('W', cached)).source).toBe('cache');

    const stale = testClient(
      ({ method }) =>
        method === 'GET' ? status(404) : json({ lastScreened: iso(NOW), hasRisk: false }),
      { now: () => NOW },
    );
    const result = await stale.client.users.screen('W', {
      ...cached,
      lastScreened: NOW - SCREENING_VALIDITY_MS - 1,
    });
    expect(result.source).toBe('screening');
  });

  it('re-reads the server when the cached record shows risk', async () => {
    const { client, calls } = testClient(
      () => json({ lastScreened: iso(NOW - DAY), hasRisk: false }),
      {
        now: () => NOW,
      },
    );
    const result = await client.users.screen('W', { lastScreened: NOW - DAY, hasRisk: true });
    expect(result).toEqual({ hasRisk: false, lastScreened: NOW - DAY, source: 'server' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('uses a fresh server record, risk included', async () => {
    const { client } = testClient(() => json({ lastScreened: iso(NOW - DAY), hasRisk: true }), {
      now: () => NOW,
    });
    expect(await client.users.screen('W')).toMatchObject({ hasRisk: true, source: 'server' });
  });

  it('requests a screening (POST, no payload) when the server has no record', async () => {
    const { client, calls } = testClient(
      ({ method }) =>
        method === 'GET' ? status(404) : json({ lastScreened: iso(NOW), hasRisk: true }),
      { now: () => NOW },
    );
    expect(await client.users.screen('W')).toEqual({
      hasRisk: true,
      lastScreened: NOW,
      source: 'screening',
    });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /users/W/metadata',
      'POST /users/W/metadata',
    ]);
    expect(calls[1]?.body).toBeUndefined();
  });

  it('requests a screening when the server record is stale', async () => {
    const { client, calls } = testClient(
      ({ method }) =>
        method === 'GET'
          ? json({ lastScreened: iso(NOW - 30 * DAY), hasRisk: false })
          : json({ lastScreened: iso(NOW), hasRisk: false }),
      { now: () => NOW },
    );
    expect((await client.users.screen('W')).source).toBe('screening');
    expect(calls).toHaveLength(2);
  });

  it('answers hasRisk false without screening when the read fails otherwise than 404', async () => {
    const { client, calls, reports } = testClient(() => status(500), { now: () => NOW });
    expect(await client.users.screen('W')).toEqual({
      hasRisk: false,
      lastScreened: null,
      source: 'failed',
    });
    expect(calls).toHaveLength(1);
    expect(reports[0]?.context.fallback).toBe('hasRisk false');
  });

  it('answers hasRisk false when the screening request fails', async () => {
    const { client } = testClient(
      ({ method }) => (method === 'GET' ? status(404) : { networkError: true }),
      {
        now: () => NOW,
      },
    );
    expect(await client.users.screen('W')).toMatchObject({ hasRisk: false, source: 'failed' });
  });
});
