import type { FeePeriod } from '@keel/api-client';
import type { FarmState } from '@keel/chain-readers';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLiquidityServices } from './services';
import { liveStrategies, type StrategyRow, strategyRows } from './strategyRow';

export interface FiguresPending {
  metrics: boolean;
  volume: boolean;
  fees: boolean;
}

export interface StrategyRowsResult {
  /** Undefined until the API's strategy list has answered. */
  rows: StrategyRow[] | undefined;
  /** The list failed: no row can be shown ('Failed to load strategies'). */
  listError: Error | null;
  /** Metrics, volume or fees failed: their cells show '-'. */
  figuresError: Error | null;
  /** The strategy accounts failed (an unknown exchange among them): no exchange, no DIY flag. */
  accountsError: Error | null;
  /** The farms failed ('Failed to fetch farm data'): their reward tokens are left out. */
  farmsError: Error | null;
  /** The strategy accounts are still being read. */
  accountsLoading: boolean;
  /** Which figures are still loading: their cells wait rather than show '-' and then jump. */
  pending: FiguresPending;
  refetch: () => void;
}

/**
 * The list's rows: the API's strategy list (shared with the portfolio, refetched hourly), the
 * LIVE metrics, volume and fees of the period, the strategies' accounts (exchange, DIY flag,
 * admin authority, farm) and their farms' reward tokens, joined as each arrives.
 */
export function useStrategyRows(period: FeePeriod): StrategyRowsResult {
  const services = useLiquidityServices();
  const api = services?.api.strategies;
  const list = useQuery(whenReady(api?.list(), 'liquidity:list'));
  const metrics = useQuery(whenReady(api?.metrics('LIVE'), 'liquidity:metrics'));
  const volume = useQuery(whenReady(api?.volume('LIVE'), 'liquidity:volume'));
  const fees = useQuery(
    whenReady(api?.feesAndRewards({ period, status: ['LIVE'] }), `liquidity:fees:${period}`),
  );
  const addresses = useMemo(
    () => liveStrategies(list.data ?? []).map((item) => item.address),
    [list.data],
  );
  const chain = services?.chain;
  const accounts = useQuery(
    whenReady(chain && services?.lib.strategiesQuery(chain, addresses), 'liquidity:accounts'),
  );
  const decoded = useMemo(
    () => (accounts.data ?? []).flatMap((account) => (account ? [account] : [])),
    [accounts.data],
  );
  const farms = useQuery(
    whenReady(chain && services?.lib.farmsQuery(chain, decoded), 'liquidity:farms'),
  );
  const mints = useMemo(
    () =>
      [
        ...new Set(liveStrategies(list.data ?? []).flatMap((s) => [s.tokenAMint, s.tokenBMint])),
      ].sort(),
    [list.data],
  );
  const tokens = useQuery(
    whenReady(mints.length > 0 ? services?.api.tokens.batch(mints) : undefined, 'liquidity:tokens'),
  );
  const accountMap = useMemo(
    () => new Map(decoded.map((account) => [account.address.toBase58(), account])),
    [decoded],
  );
  const farmMap = useMemo(() => farmsByAddress(farms.data), [farms.data]);
  const tokenMap = useMemo(
    () => new Map((tokens.data ?? []).map((token) => [token.address, token])),
    [tokens.data],
  );
  const rows = useMemo(() => {
    if (!list.data) return undefined;
    return strategyRows({
      list: list.data,
      metrics: metrics.data,
      volume: volume.data,
      fees: fees.data,
      accounts: accountMap,
      tokens: tokenMap,
      farms: farmMap,
      period,
    });
  }, [list.data, metrics.data, volume.data, fees.data, accountMap, tokenMap, farmMap, period]);
  const figures = [metrics, volume, fees];
  return {
    rows,
    listError: list.data ? null : list.error,
    // A failed refetch keeps the figures it had: only a read with nothing to show has failed.
    figuresError: figures.find((read) => read.error && !read.data)?.error ?? null,
    accountsError: accounts.data ? null : accounts.error,
    farmsError: farms.data ? null : farms.error,
    accountsLoading: addresses.length > 0 && !accounts.data && !accounts.error,
    pending: {
      metrics: isWaiting(metrics),
      volume: isWaiting(volume),
      fees: isWaiting(fees),
    },
    refetch: () => {
      for (const read of [list, ...figures, accounts, farms]) if (read.error) void read.refetch();
    },
  };
}

/** No data and no error yet. */
function isWaiting(read: { data?: unknown; error: Error | null }): boolean {
  return read.data === undefined && !read.error;
}

function farmsByAddress(farms: readonly (FarmState | null)[] | undefined) {
  const map = new Map<string, FarmState | null>();
  for (const farm of farms ?? []) if (farm) map.set(farm.address.toBase58(), farm);
  return map;
}
