/**
 * What the strategy page's data layer needs from web3.js, chain-readers and api-client, behind
 * one dynamic import: the screen's chunk stays small.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  strategiesQueryOptions,
  strategyDebugQueryOptions,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { strategyValuesQueryOptions } from '../../../portfolio/data/liquidity/strategyValuesQuery';

function toKey(address: string): Address | undefined {
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
}

export const strategyRuntime = {
  createApiQueries,
  /** The strategy's account (null where none exists); undefined for a malformed address. */
  strategyQuery(chain: ChainQueryContext, address: string) {
    const key = toKey(address);
    return key ? strategiesQueryOptions(chain, [key]) : undefined;
  },
  /** The strategy's accounts raw and decoded (its debug view); undefined for a malformed address. */
  debugQuery(chain: ChainQueryContext, address: string) {
    const key = toKey(address);
    return key ? strategyDebugQueryOptions(chain, key) : undefined;
  },
  /**
   * The strategy's TVL and share price from its accounts and Scope prices (MATH §7.3): the same
   * read the portfolio values the wallet's positions with.
   */
  valueQuery(chain: ChainQueryContext, strategy: WhirlpoolStrategy | undefined) {
    return strategy ? strategyValuesQueryOptions(chain, [strategy]) : undefined;
  },
};

export type StrategyRuntime = typeof strategyRuntime;
