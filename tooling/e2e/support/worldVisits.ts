import { flagTable, type RouteDef } from '@keel/product';
import { type AppUnderTest, appFlags } from './apps';
import { sampleUrls } from './sampleUrls';
import { SANDBOX_CONTROL } from './wallet';

interface WorldObligation {
  address: string;
  marketAddress: string;
  market: string;
  scenario: string;
  deposits: { reserve: string; symbol: string }[];
  borrows: { reserve: string; symbol: string }[];
}

/** The parts of the sandbox's plain-data world (`GET /world`) that route parameters name. */
export interface RouteWorld {
  markets: {
    address: string;
    slug: string;
    isPrimary: boolean;
    reserves: { address: string; symbol: string }[];
  }[];
  strategies: { address: string; tokenA: string; tokenB: string; dex: string; status: string }[];
  wallets: { role: string; publicKey: string; obligations: WorldObligation[] }[];
  earnVaults: { address: string }[];
  earnCurators: { managerName: string }[];
  governance: { proposals: { address: string }[] };
}

export async function fetchRouteWorld(): Promise<RouteWorld> {
  const response = await fetch(`${SANDBOX_CONTROL}/world`);
  if (!response.ok) throw new Error(`the sandbox world answered ${response.status}`);
  return (await response.json()) as RouteWorld;
}

/** A URL a user can land on, with the route it belongs to. */
interface WorldVisit {
  app: AppUnderTest['name'];
  routeId: string;
  screen: string;
  url: string;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the sandbox world has no ${what}`);
  return value;
}

/** The ordinary wallet's obligation a route shows: a leverage page its long, multiply its loop. */
function obligationFor(route: RouteDef, world: RouteWorld): WorldObligation {
  const ordinary = required(
    world.wallets.find((wallet) => wallet.role === 'ordinary'),
    'ordinary wallet',
  );
  const scenario = route.id.includes('everage')
    ? 'leverage-long'
    : route.id.includes('ultiply')
      ? 'multiply'
      : 'healthy';
  return required(
    ordinary.obligations.find((obligation) => obligation.scenario === scenario),
    `${scenario} obligation`,
  );
}

/** Every parameter of a route filled from the world, consistently (a reserve of the market). */
function routeParams(route: RouteDef, world: RouteWorld): Record<string, string> {
  const ordinary = required(
    world.wallets.find((wallet) => wallet.role === 'ordinary'),
    'ordinary wallet',
  );
  const obligation = obligationFor(route, world);
  const market = required(
    world.markets.find((m) => m.address === obligation.marketAddress),
    'market of the obligation',
  );
  const strategy = required(
    world.strategies.find((s) => s.status === 'LIVE'),
    'live strategy',
  );
  const deposit = required(obligation.deposits[0], 'obligation deposit');
  const borrow = obligation.borrows[0] ?? deposit;
  return {
    marketAddress: market.address,
    reserveAddress: required(
      market.reserves.find((r) => r.symbol === 'USDC') ?? market.reserves[0],
      'reserve',
    ).address,
    obligationAddress: obligation.address,
    depositReserveAddress: deposit.reserve,
    borrowReserveAddress: borrow.reserve,
    longOrShort: 'long',
    market: market.slug,
    base: deposit.symbol,
    quote: borrow.symbol,
    strategyAddress: strategy.address,
    strategyPair: `${strategy.tokenA}-${strategy.tokenB}-${strategy.dex.toLowerCase()}`,
    vaultAddress: required(world.earnVaults[0], 'earn vault').address,
    managerName: required(world.earnCurators[0], 'curator').managerName,
    proposalId: required(world.governance.proposals[0], 'proposal').address,
    owner: ordinary.publicKey,
    mode: 'limit',
    pairId: 'SOL-USDC',
  };
}

/** The query that turns on the flags a route needs and the production profile leaves off. */
function flagQuery(target: AppUnderTest, route: RouteDef): string {
  const flags = appFlags(target, 'production');
  const needed =
    route.flag === undefined ? [] : Array.isArray(route.flag) ? route.flag : [route.flag];
  const off = (needed as (keyof typeof flagTable)[]).filter((name) => !flags[name]);
  return off.length ? `?${off.map((name) => `${flagTable[name].param}=true`).join('&')}` : '';
}

/**
 * Every route of an app a user can land on, parameters filled from the sandbox world and the
 * flags it needs turned on by query. An alias (`/multiply` beside `/lending/multiply`) renders
 * the same screen and is left out, as is an optional parameter's short form that another route
 * owns (`/swap` of `/swap/:mode?/:pairId?`).
 */
export function worldVisits(target: AppUnderTest, world: RouteWorld): WorldVisit[] {
  const literalPaths = new Set(target.routes.map((route) => route.path));
  const visits: WorldVisit[] = [];
  for (const route of target.routes) {
    if (route.id.endsWith('.unprefixed')) continue;
    const params = routeParams(route, world);
    const fill = (name: string) => required(params[name], `value for :${name}`);
    for (const url of sampleUrls(route, fill)) {
      if (url !== route.path && literalPaths.has(url)) continue;
      visits.push({
        app: target.name,
        routeId: route.id,
        screen: route.screen,
        url: `${url}${flagQuery(target, route)}`,
      });
    }
  }
  return visits;
}
