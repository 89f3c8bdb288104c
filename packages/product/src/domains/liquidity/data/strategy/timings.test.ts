/**
 * D§9 timings of the strategy reads, as the liquidity screens build them: the strategy list
 * refetched hourly and cached 2 h, share data (metrics, share prices) every 60 s, the farms daily
 * with 3 retries, read in chunks of 100.
 */
import { createApiClient } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { strategyValuesQueryOptions } from '../../../portfolio/data/liquidity/strategyValuesQuery';
import { liquidityRuntime } from '../runtime';
import { strategyRuntime } from './strategyRuntime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const key = (n: number) => {
  const bytes = new Uint8Array(32);
  bytes[0] = n & 0xff;
  bytes[1] = (n >> 8) & 0xff;
  bytes[31] = 7;
  return createAddress(bytes);
};

const api = strategyRuntime.createApiQueries(
  createApiClient({
    baseUrl: 'http://api.test.invalid',
    cdnUrl: 'http://cdn.test.invalid',
    geoUrl: 'http://geo.test.invalid',
    fetch: () => Promise.reject(new Error('no network')),
    env: 'localnet',
    slug: 'acme',
    brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
  }),
).strategies;

/** A chain whose account reads record their sizes and find nothing. */
function recordingChain() {
  const sizes: number[] = [];
  const chain = {
    endpoint: 'http://chain.test.invalid',
    rpc: {
      getMultipleAccountsInfo: async (keys: readonly Address[]) => {
        sizes.push(keys.length);
        return keys.map(() => null);
      },
    },
  } as unknown as ChainQueryContext;
  return { chain, sizes };
}

describe('D§9 strategy timings', () => {
  it('refetches the strategy list hourly and keeps it 2 hours', () => {
    expect(api.list()).toMatchObject({ refetchInterval: HOUR, staleTime: HOUR, gcTime: 2 * HOUR });
  });

  it('refetches share data every 60 s: metrics, one strategy’s metrics, share prices', () => {
    expect(api.metrics()).toMatchObject({ refetchInterval: MINUTE });
    expect(api.metricsOf('S')).toMatchObject({ refetchInterval: MINUTE });
    const { chain } = recordingChain();
    const strategy = { address: key(1) } as WhirlpoolStrategy;
    expect(strategyValuesQueryOptions(chain, [strategy]).refetchInterval).toBe(MINUTE);
    expect(strategyRuntime.valueQuery(chain, strategy)?.refetchInterval).toBe(MINUTE);
  });

  it('reads the strategies’ farms daily with 3 retries, in chunks of 100', async () => {
    const { chain, sizes } = recordingChain();
    const strategies = Array.from(
      { length: 230 },
      (_, i) => ({ farm: key(1000 + i) }) as WhirlpoolStrategy,
    );
    const options = liquidityRuntime.farmsQuery(chain, strategies);
    expect(options).toMatchObject({ refetchInterval: 24 * HOUR, retry: 3 });
    const farms = await options?.queryFn();
    expect(farms).toHaveLength(230);
    expect(sizes).toEqual([100, 100, 30]);
  });
});
