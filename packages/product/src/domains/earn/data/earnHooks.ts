import type {
  EarnUserPnl,
  EarnVault,
  EarnVaultMetrics,
  EarnVaultMetricsPoint,
} from '@keel/api-client';
import type { ChartRange } from '@keel/core-math';
import { type QueryKey, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { historyWindow } from '../../lending/data/history';
import { useLendingServices } from '../../lending/data/services';
import { vaultCurators } from './curators';
import { walletVaultApiReads } from './walletVaultApiReads';

const HOUR_MS = 3_600_000;
/** How far back the hub reads each vault's history for its latest reward and incentive APYs. */
const LATEST_WINDOW_MS = 48 * HOUR_MS;

const vaultNotFoundMessage = (address: string) => `Vault ${address} is not found`;

/** Every earn vault the API lists. */
export function useEarnVaults() {
  const api = useLendingServices()?.api;
  return useQuery(whenReady(api?.earn.vaults(), 'earn:vaults'));
}

/** Each vault's current metrics, by vault address (a vault whose read fails is left out). */
export function useVaultsMetrics(addresses: readonly string[]) {
  const api = useLendingServices()?.api;
  const queries = useQueries({
    queries: addresses.map((address) =>
      whenReady(api?.earn.vaultMetrics(address), `earn:metrics:${address}`),
    ),
  });
  const data = queries.map((query) => query.data);
  const settled = queries.every((query) => query.data !== undefined || query.error !== null);
  const key = queries.map((query) => query.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `data`.
  const metrics = useMemo(() => {
    const map = new Map<string, EarnVaultMetrics>();
    addresses.forEach((address, index) => {
      const value = data[index];
      if (value) map.set(address, value);
    });
    return map;
  }, [key, addresses]);
  return { metrics, settled };
}

/**
 * Each vault's latest metrics history point (reward and incentive APYs), by vault address, and
 * the vaults whose history has not answered yet (their reward figures wait rather than jump).
 */
export function useVaultsLatestPoint(addresses: readonly string[]) {
  const api = useLendingServices()?.api;
  const range = useMemo(() => {
    const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    return { start: end - LATEST_WINDOW_MS, end };
  }, []);
  const queries = useQueries({
    queries: addresses.map((address) =>
      whenReady(api?.earn.vaultMetricsHistory(address, range), `earn:latest:${address}`),
    ),
  });
  const data = queries.map((query) => query.data);
  const key = queries.map((query) => query.dataUpdatedAt).join(',');
  const waiting = addresses.filter(
    (_, index) => queries[index]?.data === undefined && queries[index]?.error === null,
  );
  const waitingKey = waiting.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `waitingKey` stands for `waiting`.
  const pending = useMemo(() => new Set(waiting), [waitingKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `data`.
  const latest = useMemo(() => {
    const map = new Map<string, EarnVaultMetricsPoint>();
    addresses.forEach((address, index) => {
      const points = data[index];
      const latest = points?.reduce<EarnVaultMetricsPoint | undefined>(
        (last, point) => (!last || point.timestamp >= last.timestamp ? point : last),
        undefined,
      );
      if (latest) map.set(address, latest);
    });
    return map;
  }, [key, addresses]);
  return { latest, pending: pending as ReadonlySet<string> };
}

/** The wallet's positions across vaults; nothing without a wallet. */
export function useEarnPositions(wallet: string | null | undefined) {
  const api = useLendingServices()?.api;
  return useQuery(
    whenReady(wallet ? api?.earn.userPositions(wallet) : undefined, `earn:positions:${wallet}`),
  );
}

/** Curators of the vaults (the resources' risk managers); a failed read names the admins. */
export function useVaultCurators(vaults: readonly EarnVault[]) {
  const api = useLendingServices()?.api;
  const resources = useQuery(whenReady(api?.lending.resources(), 'earn:resources'));
  const settled = resources.data !== undefined || resources.error !== null;
  const curators = useMemo(() => vaultCurators(vaults, resources.data), [vaults, resources.data]);
  return { curators, settled };
}

/** Token symbols by mint (the API's token batch); a failed read leaves them out. */
export function useTokenSymbols(mints: readonly string[]): ReadonlyMap<string, string> {
  const api = useLendingServices()?.api;
  const sorted = useMemo(() => [...new Set(mints)].sort(), [mints]);
  const batch = useQuery(
    whenReady(sorted.length > 0 ? api?.tokens.batch(sorted) : undefined, 'earn:tokens'),
  );
  return useMemo(
    () => new Map((batch.data ?? []).map((token) => [token.address, token.symbol])),
    [batch.data],
  );
}

/**
 * One vault by address, found in the vault list (the hub's read, so no extra call): an address the
 * list does not hold is not found (the router rejects malformed ones before this).
 */
export function useEarnVault(address: string | undefined) {
  const list = useEarnVaults();
  const vault = list.data?.find((candidate) => candidate.address === address);
  const notFound = list.data && !vault ? vaultNotFoundMessage(address ?? '') : undefined;
  return {
    vault,
    notFound,
    error: list.error,
    refetch: () => void list.refetch(),
  };
}

/** One vault's current metrics. */
export function useVaultMetrics(address: string | undefined) {
  const api = useLendingServices()?.api;
  return useQuery(whenReady(api?.earn.vaultMetrics(address), `earn:metrics:${address ?? ''}`));
}

/** One vault's allocation rows, as the API reports them. */
export function useVaultAllocations(address: string | undefined) {
  const api = useLendingServices()?.api;
  return useQuery(
    whenReady(api?.earn.vaultAllocations(address), `earn:allocations:${address ?? ''}`),
  );
}

/** One vault's metrics history over a chart range. */
export function useVaultHistory(address: string | undefined, range: ChartRange) {
  const api = useLendingServices()?.api;
  const window = useMemo(() => historyWindow(range, Date.now()), [range]);
  return useQuery(
    whenReady(
      api?.earn.vaultMetricsHistory(address, { start: window.start, end: window.end }),
      `earn:history:${address ?? ''}`,
    ),
  );
}

/** The wallet's profit and loss and value history in one vault. */
export function useWalletVaultFigures(address: string | undefined, wallet: string | undefined) {
  const api = useLendingServices()?.api;
  const pnl = useQuery(whenReady(api?.earn.userPnl(address, wallet), `earn:pnl:${address ?? ''}`));
  const history = useQuery(
    whenReady(api?.earn.userVaultMetricsHistory(address, wallet), `earn:user:${address ?? ''}`),
  );
  return { pnl, history };
}

/**
 * The wallet's profit and loss in each vault (the vault page's read, one per vault), by vault
 * address: undefined while it loads, null when the API could not give it.
 */
export function useWalletVaultPnls(
  addresses: readonly string[],
  wallet: string | undefined,
): ReadonlyMap<string, EarnUserPnl | null | undefined> {
  const api = useLendingServices()?.api;
  const queries = useQueries({
    queries: addresses.map((address) =>
      whenReady(api?.earn.userPnl(address, wallet), `earn:pnl:${address}`),
    ),
  });
  const key = queries.map((query) => `${query.dataUpdatedAt}:${query.errorUpdatedAt}`).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the queries.
  return useMemo(
    () =>
      new Map(
        addresses.map((address, index) => {
          const query = queries[index];
          return [address, query?.data ?? (query?.error ? null : undefined)];
        }),
      ),
    [key, addresses],
  );
}

/** The API's reads a write of the wallet in the vault changes (`walletVaultApiReads`). */
export function useWalletVaultApiKeys(vault: string, wallet: string | undefined): QueryKey[] {
  const api = useLendingServices()?.api;
  if (!api || !wallet) return [];
  return walletVaultApiReads(api, vault, wallet);
}
