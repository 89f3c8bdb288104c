/**
 * What the liquidity list's data layer needs from web3.js, chain-readers and api-client, behind
 * one dynamic import (as the portfolio runtime): the screen's chunk stays small.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  farmsQueryOptions,
  strategiesQueryOptions,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';

function toKey(address: string): Address | undefined {
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
}

export const liquidityRuntime = {
  createApiQueries,
  /** The strategy accounts at these addresses (exchange, DIY flag, admin); undefined for none. */
  strategiesQuery(chain: ChainQueryContext, addresses: readonly string[]) {
    const keys = addresses.flatMap((address) => toKey(address) ?? []);
    return keys.length > 0 ? strategiesQueryOptions(chain, keys) : undefined;
  },
  /** The farms the strategies' shares stake in (their reward tokens); undefined for none. */
  farmsQuery(chain: ChainQueryContext, strategies: readonly WhirlpoolStrategy[]) {
    const farms = new Map<string, Address>();
    for (const { farm } of strategies) if (farm) farms.set(farm.toBase58(), farm);
    return farms.size > 0 ? farmsQueryOptions(chain, [...farms.values()]) : undefined;
  },
};

export type LiquidityRuntime = typeof liquidityRuntime;
