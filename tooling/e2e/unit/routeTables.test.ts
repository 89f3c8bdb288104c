import { allFlagsOn, type FlagProfile, type RouteDef } from '@keel/product';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type AppUnderTest, appFlags, apps } from '../support/apps';
import { sampleUrls } from '../support/sampleUrls';

const ADDRESS = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

function routeFor(target: AppUnderTest, url: string): RouteDef | undefined {
  const matches = matchRoutes(
    target.routes.map((route) => ({ path: route.path, id: route.id })),
    url,
  );
  const id = matches?.at(-1)?.route.id;
  return target.routes.find((route) => route.id === id);
}

/** Every path of O§2.1 with sample values, expected in both consumer generations. */
const SPEC_PATHS = [
  '/',
  '/liquidity',
  '/create',
  `/edit/${ADDRESS}`,
  '/my-portfolio',
  `/my-portfolio/${ADDRESS}`,
  '/liquidity/my-portfolio/v1',
  `/liquidity/${ADDRESS}/advanced-analytics`,
  '/liquidity/advanced-analytics',
  `/liquidity/${ADDRESS}`,
  `/liquidity/SOL-USDC-orca/${ADDRESS}`,
  `/liquidity/${ADDRESS}/debug`,
  `/liquidity/SOL-USDC-orca/${ADDRESS}/debug`,
  '/terms',
  '/privacy',
  '/points',
  '/referrals',
  '/season-3-airdrop',
  '/stake',
  '/tradingview',
  '/governance-and-staking',
  `/governance-and-staking/proposals/${ADDRESS}`,
  '/swap',
  '/swap/limit',
  '/swap/limit/SOL-USDC',
  '/leaderboard-referrals',
  '/earn',
  '/earn/lend',
  `/earn/lend/${ADDRESS}`,
  '/multiply',
  `/multiply/${ADDRESS}/${ADDRESS}/${ADDRESS}`,
  `/multiply/${ADDRESS}/${ADDRESS}`,
  ...[
    '',
    '/swap',
    '/liquidate',
    `/reserve/${ADDRESS}/${ADDRESS}`,
    `/dashboard/${ADDRESS}/${ADDRESS}`,
    `/leverage/dashboard/${ADDRESS}/${ADDRESS}`,
    `/obligation/${ADDRESS}`,
    '/vaults',
    `/vault/${ADDRESS}/${ADDRESS}`,
    '/multiply',
    `/multiply/${ADDRESS}/${ADDRESS}/${ADDRESS}`,
    `/multiply/${ADDRESS}/${ADDRESS}`,
    '/earn/curator/sample-curator',
    '/leverage',
    '/manage-vaults',
    `/manage-vaults/${ADDRESS}`,
    '/manage-markets',
    `/manage-markets/${ADDRESS}`,
  ].flatMap((sub) => [`/lending${sub}`, ...(sub ? [sub] : [])]),
  `/lending/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}`,
  `/lending/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}/short`,
];

/** Without the base, the older generation addresses the leverage vault by reserve addresses. */
const V1_ONLY_PATHS = [
  `/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}`,
  `/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}/short`,
];

const V3_ONLY_PATHS = [
  '/markets',
  `/markets/reserve/${ADDRESS}/${ADDRESS}`,
  `/markets/dashboard/${ADDRESS}/${ADDRESS}`,
  '/markets/multiply',
  '/markets/leverage',
  '/leverage/main/SOL/USDC',
];

const MANAGER_PATHS = [
  '/',
  '/manage-markets',
  `/manage-markets/${ADDRESS}`,
  '/manage-vaults',
  `/manage-vaults/${ADDRESS}`,
  '/lending/manage-markets',
  '/lending/manage-vaults',
  '/terms',
  '/privacy',
];

const [v1, v3, manager] = apps as [AppUnderTest, AppUnderTest, AppUnderTest];

describe.each(apps)('$name route table', (target) => {
  it('has unique ids and paths', () => {
    const ids = target.routes.map((route) => route.id);
    const paths = target.routes.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('maps every sample URL of every route back to that route', () => {
    const literalPaths = new Set(target.routes.map((route) => route.path));
    for (const route of target.routes) {
      for (const url of sampleUrls(route)) {
        if (url !== route.path && literalPaths.has(url)) continue;
        expect(routeFor(target, url)?.id, url).toBe(route.id);
      }
    }
  });

  it('gives every route a title and a description', () => {
    for (const route of target.routes) {
      expect(route.title.trim(), route.id).not.toBe('');
      expect(route.description.trim(), route.id).not.toBe('');
    }
  });
});

describe('O§2.1 paths', () => {
  it.each([v1, v3])('are all in the $name app', (target) => {
    const missing = SPEC_PATHS.filter((url) => !routeFor(target, url));
    expect(missing).toEqual([]);
  });

  it('include the v3 forms in the v3 app', () => {
    expect(V3_ONLY_PATHS.filter((url) => !routeFor(v3, url))).toEqual([]);
    expect(routeFor(v3, '/leverage/main/SOL/USDC')?.params).toEqual({
      market: 'marketSlug',
      base: 'symbol',
      quote: 'symbol',
    });
  });

  it('address the v1 leverage vault by reserve addresses', () => {
    expect(V1_ONLY_PATHS.filter((url) => !routeFor(v1, url))).toEqual([]);
    expect(routeFor(v1, `/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}`)?.screen).toBe(
      'leverageVault',
    );
    expect(routeFor(v1, `/leverage/${ADDRESS}/${ADDRESS}/${ADDRESS}`)?.params?.marketAddress).toBe(
      'address',
    );
  });

  it('give the manager app only its own screens', () => {
    expect(MANAGER_PATHS.filter((url) => !routeFor(manager, url))).toEqual([]);
    const screens = new Set(manager.routes.map((route) => route.screen));
    expect([...screens].sort()).toEqual(['manageMarkets', 'manageVaults', 'privacy', 'terms']);
  });

  it('keep scroll only on leverage pages', () => {
    for (const target of apps) {
      for (const route of target.routes.filter((r) => r.keepScroll)) {
        expect(route.path, route.id).toMatch(/leverage/);
      }
    }
  });
});

describe.each(apps)('$name navigation', (target) => {
  it.each(['production', 'development'] satisfies FlagProfile[])(
    'points every %s nav item at an enabled route',
    (profile) => {
      const flags = appFlags(target, profile);
      const check = (items: typeof target.nav.items) => {
        for (const item of items) {
          if (!allFlagsOn(flags, item.flag)) continue;
          if (item.hiddenWhenFlag && flags[item.hiddenWhenFlag]) continue;
          if (item.to) {
            const route = routeFor(target, item.to);
            expect(route, `${item.label} → ${item.to}`).toBeDefined();
            expect(allFlagsOn(flags, route?.flag), `${item.label} → ${item.to} enabled`).toBe(true);
          }
          if (item.children) check(item.children);
        }
      };
      check(target.nav.items);
    },
  );

  it('only links out to http(s) addresses', () => {
    const hrefs = target.nav.items
      .flatMap((item) => [item, ...(item.children ?? [])])
      .flatMap((item) => (item.href ? [item.href] : []));
    for (const href of hrefs) expect(href).toMatch(/^https?:\/\//);
  });
});
