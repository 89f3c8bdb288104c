/** Every path the client can call is served by the sandbox: no 404 (or 405) drift. */
import {
  type ExternalRouteName,
  fillRoute,
  ROUTES,
  type RouteDefinition,
  type RouteHost,
  type RouteName,
} from '@keel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_REFERRAL_CODE } from '../../src/api/data/accounts';
import { type ContractHarness, present, request, startHarness } from './support';

let h: ContractHarness;

beforeAll(async () => {
  h = await startHarness('drift-test');
});
afterAll(async () => {
  await h.api.close();
});

/** Query parameters some routes require. */
const REQUIRED_QUERY: Partial<Record<RouteName, (h: ContractHarness) => Record<string, string>>> = {
  pricesHistory: () => ({ token: 'SOL' }),
  swapTokenSearch: () => ({ query: 'usd' }),
  swapTokenBatch: (harness) => ({ mints: present(harness.ordinary.tokens[0], 'token').mint }),
  strategyPerformance: () => ({ deposit_date: '2025-01-01' }),
  poolSimulation: (harness) => {
    const end = new Date(harness.api.dataset().ctx.anchor).toISOString().slice(0, 10);
    const start = new Date(harness.api.dataset().ctx.anchor - 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    return {
      strategy_type: 'Fixed',
      deposit_date: start,
      end_date: end,
      price_lower: '0.5',
      price_upper: '2',
    };
  },
  swapQuote: (harness) => {
    const mint = (symbol: string) =>
      present(
        harness.api.dataset().world.tokens.find((token) => token.symbol === symbol),
        symbol,
      ).mint;
    return {
      inputMint: mint('SOL'),
      outputMint: mint('USDC'),
      amount: '1000000',
      slippageBps: '50',
    };
  },
};

/** Routes whose resource exists only for other parameters (nobody referred the main wallet). */
const PARAM_OVERRIDES: Partial<Record<RouteName, (h: ContractHarness) => Record<string, string>>> =
  {
    referredBy: (harness) => ({ wallet: harness.flagged.publicKey }),
    earnVaultTokenMetadata: (harness) => ({
      mint: present(harness.api.dataset().earn().vaults[0], 'vault').sharesMint,
    }),
  };

function paramsFor(harness: ContractHarness): Record<string, string> {
  const world = harness.api.dataset().world;
  const obligation = present(harness.ordinary.obligations[0], 'obligation');
  const market = present(
    world.markets.find((m) => m.address === obligation.marketAddress),
    'market',
  );
  const strategy = present(harness.ordinary.strategyShares[0], 'held strategy').strategy;
  const model = present(
    world.strategies.find((s) => s.address === strategy),
    'strategy',
  );
  return {
    mint: present(world.tokens[0], 'token').mint,
    strategy,
    wallet: harness.ordinary.publicKey,
    user: harness.ordinary.publicKey,
    market: market.address,
    obligation: obligation.address,
    reserve: present(market.reserves[0], 'reserve').address,
    kind: 'median',
    source: model.pool,
    pool: model.pool,
    code: VALID_REFERRAL_CODE,
    vault: present(harness.api.dataset().earn().vaults[0], 'vault').address,
  };
}

/** The sandbox URL standing in for each host (external routes each have a URL of their own). */
function baseFor(name: RouteName, host: RouteHost): string {
  // Exhaustive: a new external route of the client fails to compile here until it is served.
  const external: Record<ExternalRouteName, string> = {
    syntheticDollarYield: h.api.syntheticDollarYieldUrl,
  };
  const bases: Record<RouteHost, string | undefined> = {
    api: h.api.url,
    // The swap API host is the product API in the sandbox.
    swap: h.api.url,
    cdn: h.api.cdnUrl,
    geo: h.api.geoUrl,
    external: external[name as ExternalRouteName],
  };
  return present(bases[host], `a sandbox URL for ${name}`);
}

describe('ROUTES drift', () => {
  const entries = Object.entries(ROUTES) as Array<[RouteName, RouteDefinition]>;

  it('knows every route of the client', () => {
    expect(entries.length).toBeGreaterThan(60);
    expect(entries.map(([, route]) => route.host)).toContain('external');
  });

  it.each(entries)('serves %s', async (name, route) => {
    const base = baseFor(name, route.host);
    const path = fillRoute(route, h.api.slug, { ...paramsFor(h), ...PARAM_OVERRIDES[name]?.(h) });
    const query = new URLSearchParams(REQUIRED_QUERY[name]?.(h) ?? {});
    const url = `${base}${path}${query.size > 0 ? `?${query}` : ''}`;
    const { status } = await request(url, {
      method: route.method,
      ...(route.method === 'GET' ? {} : { body: {} }),
    });
    if (route.method === 'GET') expect(status).toBe(200);
    // Writes need a signed body; an empty one is refused, but the route exists.
    else expect([200, 201, 400, 403, 409]).toContain(status);
  });
});
