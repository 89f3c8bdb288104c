/**
 * What the portfolio's data layer needs from web3.js, chain-readers and api-client, behind one
 * dynamic import (as the lending runtime): the portfolio chunk stays small.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type Address,
  type ChainQueryContext,
  createAddress,
  type FarmState,
  farmsQueryOptions,
  strategiesQueryOptions,
  tokenAccountsQueryOptions,
  type UserState,
  userFarmStatesQueryOptions,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import { farmShareBalances } from './liquidity/liquidityHoldings';
import { strategyValuesQueryOptions } from './liquidity/strategyValuesQuery';

function toKey(address: string | undefined): Address | undefined {
  if (!address) return undefined;
  try {
    return createAddress(address);
  } catch {
    return undefined;
  }
}

export const portfolioRuntime = {
  createApiQueries,
  /** The wallet's token accounts of both programs (shared with the side panel's balances). */
  tokenAccountsQuery(chain: ChainQueryContext, owner: string | undefined) {
    const key = toKey(owner);
    return key ? tokenAccountsQueryOptions(chain, key) : undefined;
  },
  /** The wallet's farm user states. */
  userFarmStatesQuery(chain: ChainQueryContext, owner: string | undefined) {
    const key = toKey(owner);
    return key ? userFarmStatesQueryOptions(chain, key) : undefined;
  },
  /** The farms the wallet's user states stake in; undefined while there are none. */
  farmsQuery(chain: ChainQueryContext, userStates: readonly UserState[] | undefined) {
    if (!userStates || userStates.length === 0) return undefined;
    return farmsQueryOptions(chain, farmAddresses(userStates));
  },
  /** The share tokens staked by the user states, once their farms are read. */
  farmShareBalances(userStates: readonly UserState[], farms: readonly (FarmState | null)[]) {
    const addresses = farmAddresses(userStates);
    const byAddress = new Map(
      addresses.map((address, i) => [address.toBase58(), farms[i] ?? null]),
    );
    return farmShareBalances(userStates, byAddress);
  },
  /** The strategies at these addresses, decoded; undefined while there are none. */
  strategiesQuery(chain: ChainQueryContext, addresses: readonly string[]) {
    const keys = addresses.flatMap((address) => toKey(address) ?? []);
    return keys.length > 0 ? strategiesQueryOptions(chain, keys) : undefined;
  },
  /** The strategies' share prices; undefined while there are none. */
  strategyValuesQuery(chain: ChainQueryContext, strategies: readonly WhirlpoolStrategy[]) {
    return strategies.length > 0 ? strategyValuesQueryOptions(chain, strategies) : undefined;
  },
};

/** The distinct farms of the user states, in first-seen order. */
function farmAddresses(userStates: readonly UserState[]): Address[] {
  const farms = new Map<string, Address>();
  for (const state of userStates) farms.set(state.farmState.toBase58(), state.farmState);
  return [...farms.values()];
}

export type PortfolioRuntime = typeof portfolioRuntime;
