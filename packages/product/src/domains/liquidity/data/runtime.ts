/**
 * What the liquidity list's data layer needs from web3.js, chain-readers and api-client, behind
 * one dynamic import (as the portfolio runtime): the screen's chunk stays small.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type ChainQueryContext,
  farmsQueryOptions,
  strategiesQueryOptions,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';

function toKey(address: string): PublicKey | undefined {
  try {
    return new PublicKey(address);
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
    const farms = new Map<string, PublicKey>();
    for (const { farm } of strategies) if (farm) farms.set(farm.toBase58(), farm);
    return farms.size > 0 ? farmsQueryOptions(chain, [...farms.values()]) : undefined;
  },
};

export type LiquidityRuntime = typeof liquidityRuntime;
