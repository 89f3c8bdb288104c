/** Control endpoints (`/__control/…`), CORS and the API's error answers. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxApi } from '../../src/api/sandbox-api';
import { encodeBase58 } from '../../src/encoding/base58';
import { type ContractHarness, request, startHarness } from './support';

let h: ContractHarness;
const APP_ORIGIN = 'http://127.0.0.1:5173';

beforeAll(async () => {
  h = await startHarness('controls-test');
});
afterEach(async () => {
  await request(`${h.api.controlUrl}/reset`, { method: 'POST' });
});
afterAll(async () => {
  await h.api.close();
});

describe('geo control', () => {
  it('sets the geo answer the client reads, and restores the default', async () => {
    const set = await request(`${h.api.controlUrl}/geo`, {
      method: 'PUT',
      body: { country: 'Ukraine', countryCode: 'UA', region: '14' },
    });
    expect(set.status).toBe(200);
    expect(await h.client.geo.lookup()).toEqual({
      status: 'success',
      country: 'Ukraine',
      countryCode: 'UA',
      region: '14',
      lookupFailed: false,
    });
    await request(`${h.api.controlUrl}/geo`, { method: 'DELETE' });
    expect((await h.client.geo.lookup()).countryCode).toBe('CH');
  });

  it('refuses a geo answer that is not strings', async () => {
    const { status } = await request(`${h.api.controlUrl}/geo`, {
      method: 'PUT',
      body: { country: 7 },
    });
    expect(status).toBe(400);
  });
});

describe('maintenance control', () => {
  it('toggles maintenance.api in status.json', async () => {
    await request(`${h.api.controlUrl}/maintenance`, { method: 'PUT', body: { api: true } });
    expect(await h.client.status.status()).toEqual({ maintenance: { api: true } });
    await request(`${h.api.controlUrl}/maintenance`, { method: 'PUT', body: { api: false } });
    expect(await h.client.status.status()).toEqual({ maintenance: { api: false } });
  });

  it('refuses a flag that is not a boolean', async () => {
    const { status } = await request(`${h.api.controlUrl}/maintenance`, {
      method: 'PUT',
      body: { api: 'yes' },
    });
    expect(status).toBe(400);
  });
});

describe('screening records control', () => {
  it('makes a stale record, so screening asks the server again', async () => {
    const wallet = h.ordinary.publicKey;
    await request(`${h.api.controlUrl}/users/${wallet}/metadata`, {
      method: 'PUT',
      body: { hasRisk: true, lastScreened: '2020-01-01T00:00:00.000Z' },
    });
    const result = await h.client.users.screen(wallet);
    // Stale (more than 7 days): the client requested screening, which keeps the verdict.
    expect(result).toMatchObject({ source: 'screening', hasRisk: true });
    await request(`${h.api.controlUrl}/users/${wallet}/metadata`, { method: 'DELETE' });
    expect(await h.client.users.metadata(wallet)).toBeNull();
  });
});

describe('notifications control', () => {
  it('pushes a message to the top of a wallet feed', async () => {
    const wallet = encodeBase58(new Uint8Array(32).fill(3));
    const pushed = await request(`${h.api.controlUrl}/notifications/${wallet}`, {
      method: 'POST',
      body: {
        type: 'position-warnings',
        title: 'Test warning',
        text: 'Health below 1.1',
        actions: [{ label: 'Open', url: '/portfolio' }],
        timestamp: h.api.dataset().ctx.anchor + 60_000,
      },
    });
    expect(pushed.status).toBe(201);
    const { body } = await request(h.api.notificationsUrl(wallet));
    const [first] = (body as { notifications: Array<{ metadata: { title: string } }> })
      .notifications;
    expect(first?.metadata.title).toBe('Test warning');
  });

  it('refuses an unknown notification type', async () => {
    const wallet = h.ordinary.publicKey;
    const { status } = await request(`${h.api.controlUrl}/notifications/${wallet}`, {
      method: 'POST',
      body: { type: 'spam', title: 'x', text: 'y' },
    });
    expect(status).toBe(400);
  });
});

describe('reset', () => {
  it('restores geo, maintenance, faults, screening records and referral codes', async () => {
    const unknown = encodeBase58(new Uint8Array(32).fill(5));
    await request(`${h.api.controlUrl}/maintenance`, { method: 'PUT', body: { api: true } });
    await request(`${h.api.controlUrl}/geo`, { method: 'PUT', body: { countryCode: 'US' } });
    await request(`${h.api.controlUrl}/faults`, {
      method: 'POST',
      body: { path: '/x', status: 500 },
    });
    await h.client.users.requestScreening(unknown);
    const { body } = await request(`${h.api.controlUrl}/reset`, { method: 'POST' });
    expect(body).toMatchObject({
      geo: { countryCode: 'CH' },
      maintenance: { api: false },
      faults: [],
    });
    expect(await h.client.users.metadata(unknown)).toBeNull();
  });
});

describe('reset and the clock', () => {
  it('anchors a fresh dataset at the clock after a reset', async () => {
    let clock = Date.UTC(2026, 2, 1, 10, 30);
    const api = await startSandboxApi({ port: 0, seed: 'clock-test', now: () => clock });
    try {
      const before = await request(`${api.controlUrl}/state`);
      expect((before.body as { anchor: string }).anchor).toBe('2026-03-01T10:00:00.000Z');
      clock += 5 * 3_600_000;
      await request(`${api.controlUrl}/reset`, { method: 'POST' });
      const after = await request(`${api.controlUrl}/state`);
      expect((after.body as { anchor: string }).anchor).toBe('2026-03-01T15:00:00.000Z');
      const prices = await request(`${api.url}/prices/history?token=SOL&frequency=hour`);
      const last = (prices.body as Array<[string, number]>).at(-1);
      expect(last?.[1]).toBe(Date.UTC(2026, 2, 1, 15) / 1000);
    } finally {
      await api.close();
    }
  });
});

describe('CORS', () => {
  it('answers a preflight from the apps', async () => {
    const response = await fetch(`${h.api.url}/users/${h.ordinary.publicKey}/metadata`, {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('sends the CORS header on answers and on errors', async () => {
    for (const path of ['/strategies', '/cdn/status.json', '/geo', '/no-such-route']) {
      const response = await fetch(`${h.api.url}${path}`, { headers: { origin: APP_ORIGIN } });
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 and { error }', async () => {
    const { status, body } = await request(`${h.api.url}/nope`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'No route for /nope' });
  });

  it('answers a wrong method with 405', async () => {
    expect((await request(`${h.api.url}/strategies`, { method: 'POST', body: {} })).status).toBe(
      405,
    );
  });

  it('answers bad parameters with 400', async () => {
    expect((await request(`${h.api.url}/strategies?env=moon`)).status).toBe(400);
    expect((await request(`${h.api.url}/users/not-a-wallet/metadata`)).status).toBe(400);
    expect((await request(`${h.api.url}/prices/history?token=SOL&start=yesterday`)).status).toBe(
      400,
    );
    const tooMany = await request(
      `${h.api.url}/prices/history?token=SOL&frequency=minute&start=2020-01-01`,
    );
    expect(tooMany.status).toBe(400);
  });

  it('refuses a malformed JSON body', async () => {
    const response = await fetch(`${h.api.controlUrl}/geo`, { method: 'PUT', body: '{"country":' });
    expect(response.status).toBe(400);
  });

  it('serves token logos as SVG', async () => {
    const token = h.ordinary.tokens[0];
    const response = await fetch(`${h.api.cdnUrl}/token-logos/${token?.mint}.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain(`>${token?.symbol.slice(0, 3)}<`);
  });
});
