import {
  createApiClient,
  type FetchLike,
  type StrategyMetrics,
  type StrategyUserPnl,
} from '@keel/api-client';
import {
  chainKeys,
  createAddress,
  KLIQUIDITY_PROGRAM_ID,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { type Decimal, MathDecimal } from '@keel/core-math';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { portfolioChainKeys } from '../../../portfolio/data/liquidity/strategyValuesQuery';
import { type StrategyServices, strategyServices } from '../strategy/services';
import { strategyRuntime } from '../strategy/strategyRuntime';
import {
  feesOf,
  liquidityTestKey,
  listItem,
  metricsOf,
  type StrategyFixture,
  strategyAddress,
  tokenInfosOf,
  volumeOf,
} from './strategyFixtures';

export const STRATEGY_TEST_ENDPOINT = 'http://strategy.test.invalid';

export interface StrategyPageWorld {
  strategy: StrategyFixture;
  /** No account at the address: the page says the strategy is not found. */
  missing?: boolean;
  /** The account read throws this (an unknown exchange: 'Invalid dex number'). */
  accountError?: Error;
  /** Leave the strategy API's listing and metrics unseeded: they fail. */
  apiFails?: boolean;
  /** The chain's valuation (MATH §7.3); null when the tokens have no price. */
  value?: { tvlUsd: Decimal; sharePrice: Decimal } | null;
  /** Overrides of the API's metrics (pool price and range). */
  metrics?: (metrics: StrategyMetrics) => StrategyMetrics;
  /** The wallet's PnL from the API. */
  userPnl?: { wallet: string; pnl: StrategyUserPnl };
  /** The API's answers to the history reads (by path); anything else fails. */
  fetch?: FetchLike;
}

/** The decoded account, reduced to the fields the strategy page reads. */
function strategyAccount(f: StrategyFixture): WhirlpoolStrategy {
  const fields: Partial<WhirlpoolStrategy> = {
    address: createAddress(strategyAddress(f)),
    strategyDex: f.dex ?? 'ORCA',
    tokenAMint: createAddress(f.a.mint),
    tokenBMint: createAddress(f.b.mint),
    sharesMint: liquidityTestKey(300 + f.n),
    sharesMintDecimals: 6,
    isCommunity: f.diy ?? false,
    adminAuthority: f.admin ?? liquidityTestKey(50),
    farm: f.farm ?? null,
  };
  return fields as WhirlpoolStrategy;
}

const unreachable: FetchLike = () => Promise.reject(new Error('no network in component tests'));

/**
 * Seeds a component test's cache through the strategy page's seams: its services (a chain
 * context that reaches no network and the real runtime), the strategy's account and chain
 * value, the API's listing, metrics, volume, fees and token batch; the histories come from
 * `fetch`.
 */
export function seedStrategy(world: StrategyPageWorld): ScreenSeed {
  return ({ queryClient: client }) => {
    const apiClient = createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: world.fetch ?? unreachable,
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    });
    const api = strategyRuntime.createApiQueries(apiClient);
    const rpc = {} as StrategyServices['chain']['rpc'];
    const { accountError } = world;
    const lib: StrategyServices['lib'] = accountError
      ? {
          ...strategyRuntime,
          strategyQuery: (chain, address) => {
            const options = strategyRuntime.strategyQuery(chain, address);
            return options && { ...options, queryFn: () => Promise.reject(accountError) };
          },
        }
      : strategyRuntime;
    strategyServices.seed(client, { chain: { rpc, endpoint: STRATEGY_TEST_ENDPOINT }, api, lib });
    const f = world.strategy;
    const address = strategyAddress(f);
    if (!accountError) {
      client.setQueryData(
        chainKeys.strategies(
          STRATEGY_TEST_ENDPOINT,
          [createAddress(address)],
          KLIQUIDITY_PROGRAM_ID,
        ),
        [world.missing ? null : strategyAccount(f)],
      );
    }
    client.setQueryData(
      portfolioChainKeys.strategyValues(STRATEGY_TEST_ENDPOINT, [address]),
      new Map([[address, world.value === undefined ? null : world.value]]),
    );
    if (!world.apiFails) {
      client.setQueryData(api.strategies.list().queryKey, [listItem(f)]);
      const metrics = metricsOf(f);
      client.setQueryData(
        api.strategies.metricsOf(address).queryKey,
        world.metrics ? world.metrics(metrics) : metrics,
      );
    }
    client.setQueryData(api.strategies.volume('LIVE').queryKey, [volumeOf(f)]);
    client.setQueryData(
      api.strategies.feesAndRewards({ period: '7d', status: ['LIVE'] }).queryKey,
      [feesOf(f)],
    );
    client.setQueryData(
      api.tokens.batch([f.a.mint, f.b.mint].sort()).queryKey,
      tokenInfosOf([f.a, f.b]),
    );
    if (world.userPnl) {
      client.setQueryData(
        api.strategies.userPnl(address, world.userPnl.wallet).queryKey,
        world.userPnl.pnl,
      );
    }
  };
}

/** A USD/SOL/A/B triple of the API's PnL. */
export function pnlTriple(usd: string, sol = '0') {
  const dec = (value: string) => new MathDecimal(value);
  return { usd: dec(usd), sol: dec(sol), a: dec('0'), b: dec('0') };
}
