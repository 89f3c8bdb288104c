import type { Reserve } from '@keel/chain-readers';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useEarnVaults, useVaultsMetrics } from '../../earn/data/earnHooks';
import { useLendingMarketList } from '../../lending/data/hooks';
import { useLendingServices } from '../../lending/data/services';
import { type ManagedVault, managedVaults, symbolsByMint } from './managedVaults';
import { useManageVaultsServices } from './services';

/** A reserve of a configured market, with its market's name. */
export interface PoolReserve {
  reserve: Reserve;
  marketName: string;
}

export interface ReservePool {
  /** Every reserve of every market that could be read, by reserve address. */
  reserves: ReadonlyMap<string, PoolReserve> | undefined;
  error: Error | null;
  refetch: () => void;
}

/**
 * Every configured market's reserves, read from the chain (the lending reads): the vaults'
 * reserves, their markets' names, the reserves a vault may add. A market that fails to read is
 * left out.
 */
export function useReservePool(): ReservePool {
  const services = useLendingServices();
  const list = useLendingMarketList();
  const states = useQueries({
    queries: (list.markets ?? []).map((market) =>
      whenReady(
        services?.lib.marketQuery(services.chain, market.address),
        `lendingMarket:${market.address}`,
      ),
    ),
  });
  const settled = states.every((state) => state.data !== undefined || state.error !== null);
  const key = states.map((state) => state.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the states are read through their key
  const reserves = useMemo(() => {
    if (!list.markets || !settled) return undefined;
    const pool = new Map<string, PoolReserve>();
    list.markets.forEach((market, index) => {
      for (const reserve of states[index]?.data?.reserves ?? []) {
        pool.set(reserve.address.toBase58(), { reserve, marketName: market.name });
      }
    });
    return pool;
  }, [list.markets, settled, key]);
  return {
    reserves,
    error: list.error ?? null,
    refetch: () => {
      void list.refetch();
      for (const state of states) if (state.error) void state.refetch();
    },
  };
}

export interface ManagedVaultsResult {
  vaults: ManagedVault[] | undefined;
  error: Error | null;
  refetch: () => void;
}

/**
 * Every vault of the program read from the chain (a vault created a moment ago included), the
 * connected wallet's first, with the API's TVL for the vaults it lists.
 */
export function useManagedVaults(wallet: string | undefined): ManagedVaultsResult {
  const services = useManageVaultsServices();
  const list = useQuery(whenReady(services?.lib.listQuery(services.chain), 'manageVaults:list'));
  const pool = useReservePool();
  // Metrics are asked only for the vaults the API lists: one created a moment ago is unknown to
  // it (its TVL shows '-' rather than a failed request).
  const listed = useEarnVaults();
  const addresses = useMemo(() => {
    const known = new Set((listed.data ?? []).map((vault) => vault.address));
    return (list.data ?? [])
      .map((state) => state.address.toBase58())
      .filter((address) => known.has(address));
  }, [list.data, listed.data]);
  const { metrics } = useVaultsMetrics(addresses);
  const vaults = useMemo(() => {
    if (!list.data || !pool.reserves) return undefined;
    const symbols = symbolsByMint([...pool.reserves.values()].map((entry) => entry.reserve));
    // As the earn hub counts it: available plus invested, in USD.
    const tvl = new Map(
      [...metrics].map(([address, m]) => [address, m.tokensAvailableUsd.plus(m.tokensInvestedUsd)]),
    );
    return managedVaults(list.data, { wallet, symbols, tvl });
  }, [list.data, pool.reserves, metrics, wallet]);
  return {
    vaults,
    error: list.error ?? pool.error,
    refetch: () => {
      if (list.error) void list.refetch();
      pool.refetch();
    },
  };
}

/** One vault's state and its reserves' views (what each allocation's cTokens are worth). */
export function useManagedVault(address: string) {
  const services = useManageVaultsServices();
  const state = useQuery(
    whenReady(services?.lib.vaultQuery(services.chain, address), `manageVaults:${address}`),
  );
  const views = useQuery(
    whenReady(services?.lib.reservesQuery(services.chain, state.data), 'manageVaults:reserves'),
  );
  // The views are computed from the state's cTokens: once a new state is read (after an invest),
  // read them again, or a refresh that ran beside the state's would keep the old holdings.
  const stateRead = useRef(state.dataUpdatedAt);
  const { refetch } = views;
  useEffect(() => {
    if (stateRead.current === state.dataUpdatedAt) return;
    const first = stateRead.current === 0;
    stateRead.current = state.dataUpdatedAt;
    if (!first) void refetch();
  }, [state.dataUpdatedAt, refetch]);
  return { state, views };
}

/** The wallet's token accounts (what the create form's first deposit is taken from). */
export function useWalletTokenAccounts(wallet: string | undefined) {
  const services = useManageVaultsServices();
  return useQuery(
    whenReady(services?.lib.walletTokensQuery(services.chain, wallet), 'manageVaults:tokens'),
  );
}
