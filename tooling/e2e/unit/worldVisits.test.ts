import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apps } from '../support/apps';
import { type RouteWorld, worldVisits } from '../support/worldVisits';

const address = (n: number) => `${String(n).padStart(4, '0')}${'1'.repeat(40)}`;

const obligation = (n: number, scenario: string, market: number) => ({
  address: address(n),
  marketAddress: address(market),
  market: `market-${market}`,
  scenario,
  deposits: [{ reserve: address(n + 1), symbol: 'JitoSOL' }],
  borrows: [{ reserve: address(n + 2), symbol: 'SOL' }],
});

const WORLD: RouteWorld = {
  markets: [10, 20].map((n) => ({
    address: address(n),
    slug: `market-${n}`,
    isPrimary: n === 10,
    reserves: [{ address: address(n + 5), symbol: 'USDC' }],
  })),
  strategies: [
    { address: address(30), tokenA: 'SOL', tokenB: 'USDC', dex: 'ORCA', status: 'DEPRECATED' },
    { address: address(31), tokenA: 'JUP', tokenB: 'SOL', dex: 'METEORA', status: 'LIVE' },
  ],
  wallets: [
    {
      role: 'ordinary',
      publicKey: address(40),
      obligations: [
        obligation(100, 'healthy', 10),
        obligation(200, 'multiply', 20),
        obligation(300, 'leverage-long', 10),
      ],
    },
  ],
  earnVaults: [{ address: address(50) }],
  earnCurators: [{ managerName: 'a-curator' }],
  governance: { proposals: [{ address: address(60) }] },
};

describe('worldVisits', () => {
  for (const target of apps) {
    const visits = worldVisits(target, WORLD);

    it(`${target.name}: every URL is concrete and lands on the route it was built from`, () => {
      expect(visits.length).toBeGreaterThan(0);
      for (const visit of visits) {
        const [path] = visit.url.split('?');
        expect(path, visit.url).not.toContain(':');
        const matched = matchRoutes(
          target.routes.map((route) => ({ path: route.path, id: route.id })),
          path ?? '',
        );
        expect(matched?.at(-1)?.route.id, visit.url).toBe(visit.routeId);
      }
    });

    it(`${target.name}: every route but the aliases is visited`, () => {
      const visited = new Set(visits.map((visit) => visit.routeId));
      const expected = target.routes.filter((route) => !route.id.endsWith('.unprefixed'));
      expect([...visited].sort()).toEqual(expected.map((route) => route.id).sort());
    });
  }

  it('fills a route consistently from one position of the world', () => {
    const v1 = apps.find((target) => target.name === 'v1');
    const urls = worldVisits(v1!, WORLD).map((visit) => visit.url);
    // The multiply page names the loop's market and its two reserves.
    expect(urls).toContain(`/lending/multiply/${address(20)}/${address(201)}/${address(202)}`);
    // The leverage dashboard names the long's market and obligation.
    expect(urls).toContain(`/lending/leverage/dashboard/${address(10)}/${address(300)}`);
    // A live strategy, by its pair and provider.
    expect(urls).toContain(`/liquidity/JUP-SOL-meteora/${address(31)}`);
  });

  it('turns on by query the flags a route needs that production leaves off', () => {
    const v1 = apps.find((target) => target.name === 'v1');
    const earn = worldVisits(v1!, WORLD).find((visit) => visit.routeId === 'earn');
    expect(earn?.url).toBe('/earn?EARN=true');
    const markets = worldVisits(v1!, WORLD).find((visit) => visit.routeId === 'lending.markets');
    expect(markets?.url).toBe('/lending');
  });
});
