/** Fault injection through `/__control/faults`, seen through the real client. */
import {
  ApiNetworkError,
  ApiValidationError,
  LOAD_ERROR_MESSAGES,
  ReferralLookupError,
} from '@keel/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ContractHarness, present, request, startHarness } from './support';

let h: ContractHarness;

beforeAll(async () => {
  h = await startHarness('faults-test');
});
afterEach(async () => {
  await request(`${h.api.controlUrl}/reset`, { method: 'POST' });
  h.reported.length = 0;
});
afterAll(async () => {
  await h.api.close();
});

async function inject(fault: Record<string, unknown>): Promise<void> {
  const { status, body } = await request(`${h.api.controlUrl}/faults`, {
    method: 'POST',
    body: fault,
  });
  expect(status, JSON.stringify(body)).toBe(201);
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('status faults', () => {
  it('answers null for the synthetic-dollar yield on a 500, and reports it', async () => {
    await inject({ path: '/external/synthetic-dollar-yield', status: 500 });
    expect(await h.client.lending.syntheticDollarStakingYield()).toBeNull();
    expect(h.reported.map((r) => r.context)).toEqual([
      { endpoint: `GET ${h.api.syntheticDollarYieldUrl}`, fallback: 'null' },
    ]);
    expect((await h.client.lending.syntheticDollarStakingYield())?.apy.greaterThan(0)).toBe(true);
  });

  it('turns a 500 into the typed network error when the call has no fallback', async () => {
    await inject({ path: '/strategies/tvl', status: 500 });
    const error = await rejection(h.client.strategies.tvl());
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).message).toBe('network error status: 500');
    // One request only: the next one is served.
    expect((await h.client.strategies.tvl()).greaterThan(0)).toBe(true);
  });

  it("gives the spec'd fallback (zero PnL and the 'Loading error' notice) on a 500", async () => {
    const strategy = present(h.ordinary.strategyShares[0], 'held').strategy;
    await inject({ path: '/v2/strategies/*/shareholders/*/pnl', status: 500 });
    const pnl = await h.client.strategies.userPnl(strategy, h.ordinary.publicKey);
    expect(pnl.totalPnl.usd.isZero()).toBe(true);
    expect(h.reported[0]?.context.notice?.message).toBe(LOAD_ERROR_MESSAGES.loadingError);
  });

  it('falls back from the CDN market list to the API list, then to the built-in one', async () => {
    await inject({ path: '/cdn/*_lend_config_v3.json', status: 503 });
    expect((await h.client.lending.marketConfigs()).source).toBe('api');
    await inject({ path: '/cdn/*_lend_config_v3.json', status: 503 });
    await inject({ path: `/v2/${h.api.slug}-market`, status: 500 });
    expect((await h.client.lending.marketConfigs()).source).toBe('built-in');
  });

  it('affects only the given method and only `times` requests', async () => {
    await inject({ path: '/users/*/metadata', method: 'POST', status: 500, times: 2 });
    const wallet = h.ordinary.publicKey;
    expect((await h.client.users.metadata(wallet))?.hasRisk).toBe(false);
    await rejection(h.client.users.requestScreening(wallet));
    await rejection(h.client.users.requestScreening(wallet));
    expect((await h.client.users.requestScreening(wallet)).hasRisk).toBe(false);
  });

  it("throws 'Error getting referrer code data' for a non-404 referral failure", async () => {
    await inject({ path: '/referral-codes/*', status: 502 });
    const error = await rejection(h.client.referrals.lookupCode('SANDBOX'));
    expect(error).toBeInstanceOf(ReferralLookupError);
    expect((error as Error).message).toBe('Error getting referrer code data');
  });

  it('fails the geo lookup open on a 500', async () => {
    await inject({ path: '/geo', status: 500 });
    expect(await h.client.geo.lookup()).toMatchObject({ lookupFailed: true, countryCode: '' });
  });
});

describe('body faults', () => {
  it('turns a malformed body into a validation error at the root', async () => {
    await inject({ path: '/strategies/tvl', malformed: true });
    const error = await rejection(h.client.strategies.tvl());
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).path).toBe('$');
  });

  it('turns a wrong-shaped body into a validation error naming the field', async () => {
    await inject({ path: '/strategies/tvl', body: { tvl: 'lots' } });
    const error = await rejection(h.client.strategies.tvl());
    expect(error).toBeInstanceOf(ApiValidationError);
    expect((error as ApiValidationError).path).toBe('$.tvl');
  });

  it('gives an empty token batch when a chunk is malformed', async () => {
    await inject({ path: `/${h.api.slug}-swap/tokens/batch`, malformed: true });
    expect(await h.client.tokens.batch([present(h.ordinary.tokens[0], 'token').mint])).toEqual([]);
    expect(h.reported).toHaveLength(1);
  });
});

describe('connection faults', () => {
  it('delays a request and then answers normally', async () => {
    await inject({ path: '/geo', delayMs: 300 });
    const started = Date.now();
    const geo = await h.client.geo.lookup();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(geo.lookupFailed).toBe(false);
  });

  it("drops the connection: 'network error status: unknown'", async () => {
    await inject({ path: '/strategies', drop: true });
    const error = await rejection(h.client.strategies.list());
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).status).toBeUndefined();
    expect((error as Error).message).toBe('network error status: unknown');
  });

  it('never applies faults to the control endpoints', async () => {
    await inject({ path: '/*', status: 500, times: 5 });
    expect((await request(`${h.api.controlUrl}/state`)).status).toBe(200);
    const { body } = await request(`${h.api.controlUrl}/faults`);
    expect((body as { faults: Array<{ remaining: number }> }).faults[0]?.remaining).toBe(5);
  });
});

describe('fault validation', () => {
  it.each([
    [{ status: 500 }, /path/],
    [{ path: '/x' }, /status, delayMs, malformed, drop or body/],
    [{ path: '/x', status: 99 }, /status/],
    [{ path: '/x', delayMs: -1 }, /delayMs/],
    [{ path: '/x', drop: true, times: 0 }, /times/],
  ])('refuses %j', async (fault, message) => {
    const { status, body } = await request(`${h.api.controlUrl}/faults`, {
      method: 'POST',
      body: fault,
    });
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(message);
  });
});
