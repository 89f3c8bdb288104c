import { createApiClient } from '@keel/api-client';
import { chainKeys, createAddress, KLIQUIDITY_PROGRAM_ID } from '@keel/chain-readers';
import { testBrand } from '../../../../testing/renderApp';
import type { ScreenSeed } from '../../../../testing/renderScreen';
import { liquidityRuntime } from '../runtime';
import { type LiquidityServices, liquidityServices } from '../services';
import { liveStrategies } from '../strategyRow';
import {
  feesOf,
  listItem,
  metricsOf,
  type StrategyFixture,
  strategyAccountOf,
  tokenInfosOf,
  volumeOf,
} from './strategyFixtures';

export const LIQUIDITY_TEST_ENDPOINT = 'http://liquidity.test.invalid';

const unreachable = () => Promise.reject(new Error('no network in component tests'));

export interface LiquidityWorld {
  strategies: StrategyFixture[];
  /** Leave the API's strategy list unseeded: it fails ('Failed to load strategies'). */
  listFails?: boolean;
  /** Leave the strategy accounts unseeded: they fail (no exchange, 'Failed to load DIY Vaults'). */
  accountsFail?: boolean;
  /** The strategy accounts' read throws this (an unknown exchange: 'Invalid dex number'). */
  accountsError?: Error;
  /** Leave the LIVE metrics unseeded: they fail (TVL, APYs and range unknown). */
  metricsFail?: boolean;
  /** The LIVE metrics never answer (still loading). */
  metricsPending?: boolean;
}

/**
 * Seeds a component test's cache through the list's seams: its services (a chain context that
 * reaches no network, the real runtime), the API's list, LIVE metrics, volume and 7d fees, the
 * token batch and the strategy accounts.
 */
export function seedLiquidity(world: LiquidityWorld): ScreenSeed {
  return ({ queryClient: client }) => {
    const apiClient = createApiClient({
      baseUrl: 'http://api.test.invalid',
      cdnUrl: 'http://cdn.test.invalid',
      geoUrl: 'http://geo.test.invalid',
      fetch: unreachable,
      env: 'localnet',
      slug: testBrand.apiSlug,
      brand: { productName: testBrand.name, nativeTokenSymbol: testBrand.nativeTokenSymbol },
    });
    const queries = liquidityRuntime.createApiQueries(apiClient);
    const api: typeof queries = world.metricsPending
      ? {
          ...queries,
          strategies: {
            ...queries.strategies,
            metrics: (status) => ({
              ...queries.strategies.metrics(status),
              queryFn: () => new Promise<never>(() => {}),
            }),
          },
        }
      : queries;
    const rpc = {} as LiquidityServices['chain']['rpc'];
    const { accountsError } = world;
    const lib: LiquidityServices['lib'] = accountsError
      ? {
          ...liquidityRuntime,
          strategiesQuery: (chain, addresses) => {
            const options = liquidityRuntime.strategiesQuery(chain, addresses);
            return options && { ...options, queryFn: () => Promise.reject(accountsError) };
          },
        }
      : liquidityRuntime;
    liquidityServices.seed(client, { chain: { rpc, endpoint: LIQUIDITY_TEST_ENDPOINT }, api, lib });
    const all = world.strategies;
    const list = all.map(listItem);
    const live = all.filter((f) => (f.status ?? 'LIVE') === 'LIVE');
    if (!world.listFails) client.setQueryData(api.strategies.list().queryKey, list);
    if (!world.metricsFail && !world.metricsPending) {
      client.setQueryData(
        api.strategies.metrics('LIVE').queryKey,
        live.filter((f) => !f.noMetrics).map(metricsOf),
      );
    }
    client.setQueryData(api.strategies.volume('LIVE').queryKey, live.map(volumeOf));
    client.setQueryData(
      api.strategies.feesAndRewards({ period: '7d', status: ['LIVE'] }).queryKey,
      live.map(feesOf),
    );
    const tokens = new Map(all.flatMap((f) => [f.a, f.b]).map((t) => [t.mint, t]));
    const mints = [...new Set(liveStrategies(list).flatMap((s) => [s.tokenAMint, s.tokenBMint]))];
    client.setQueryData(
      api.tokens.batch(mints.sort()).queryKey,
      tokenInfosOf([...tokens.values()]),
    );
    if (!world.accountsFail && !accountsError) {
      const addresses = liveStrategies(list).map((s) => createAddress(s.address));
      client.setQueryData(
        chainKeys.strategies(LIQUIDITY_TEST_ENDPOINT, addresses, KLIQUIDITY_PROGRAM_ID),
        live.map(strategyAccountOf),
      );
    }
  };
}
