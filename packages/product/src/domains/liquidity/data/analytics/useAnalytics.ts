import {
  ApiNetworkError,
  type PoolSimulationParams,
  type SimulationStrategyType,
} from '@keel/api-client';
import { type Decimal, shortenAddress } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyServices } from '../strategy/services';
import { liveStrategies } from '../strategyRow';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The account's `rebalanceType` of a range that never moves (Manual); others track the price. */
const MANUAL_REBALANCE = 0;

/** A window of whole days, 'YYYY-MM-DD' to 'YYYY-MM-DD' (UTC), as ranges-history times. */
function dayWindow(startDate: string, endDate: string) {
  return {
    start: Date.parse(`${startDate}T00:00:00Z`),
    end: Date.parse(`${endDate}T00:00:00Z`) + DAY_MS,
  };
}

export interface AnalyticsPool {
  /** The strategy's pool; undefined until its account is read. */
  pool: string | undefined;
  /** The strategy's way of moving its range, as the simulation names it. */
  method: SimulationStrategyType | undefined;
  /** The latest range and pool price of the ranges history (the form's first values). */
  latest: { price: Decimal; lower: Decimal; upper: Decimal } | undefined;
  /** The ranges history failed: the form starts empty and a tracking range cannot be sent. */
  latestError: Error | null;
}

/**
 * What the simulation of a strategy starts from: its pool and rebalance method (its account,
 * the same read as the strategy page's) and its current range (the last day of its ranges).
 */
export function useAnalyticsPool(address: string): AnalyticsPool {
  const services = useStrategyServices();
  const chain = services?.chain;
  const account = useQuery(
    whenReady(chain && services?.lib.strategyQuery(chain, address), `strategy:account:${address}`),
  );
  const decoded = account.data?.[0] ?? undefined;
  // Rounded to the hour so the key stays the same between renders.
  const window = useMemo(() => {
    const end = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    return { start: end - 7 * DAY_MS, end };
  }, []);
  const ranges = useQuery(
    whenReady(
      services?.api.strategies.rangesHistory(address, window),
      `analytics:latestRange:${address}`,
    ),
  );
  const latest = useMemo(() => {
    const last = [...(ranges.data ?? [])].sort((a, b) => a.date - b.date).at(-1);
    return last
      ? { price: last.poolPrice, lower: last.priceLower, upper: last.priceUpper }
      : undefined;
  }, [ranges.data]);
  return {
    pool: decoded?.pool.toBase58(),
    method: decoded
      ? decoded.rebalanceType === MANUAL_REBALANCE
        ? 'Fixed'
        : 'Tracker'
      : undefined,
    latest,
    latestError: ranges.data ? null : ranges.error,
  };
}

function isClientError(error: Error): boolean {
  return error instanceof ApiNetworkError && error.status !== undefined && error.status < 500;
}

/** The backtest of the submitted inputs; idle (nothing asked) until the form is sent. */
export function usePoolSimulation(
  pool: string | undefined,
  params: PoolSimulationParams | undefined,
) {
  const api = useStrategyServices()?.api;
  const options = pool && params ? api?.simulation.simulatePool(pool, params) : undefined;
  const read = useQuery({
    ...whenReady(options, 'analytics:simulation'),
    // Refused inputs (4xx) are not asked again; a server failure twice more at most.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });
  return { ...read, idle: !params };
}

/** The strategy's own ranges over the simulated days (its rebalances in that window). */
export function useStrategyRanges(
  address: string,
  period: { startDate: string; endDate: string } | undefined,
) {
  const api = useStrategyServices()?.api;
  const window = period ? dayWindow(period.startDate, period.endDate) : undefined;
  return useQuery(
    whenReady(
      window ? api?.strategies.rangesHistory(address, window) : undefined,
      `analytics:ranges:${address}`,
    ),
  );
}

/** Every LIVE strategy to pick from (pair names from the metrics; the address when they fail). */
export function useLiveStrategyChoices() {
  const api = useStrategyServices()?.api;
  const list = useQuery(whenReady(api?.strategies.list(), 'analytics:list'));
  const metrics = useQuery(whenReady(api?.strategies.metrics('LIVE'), 'analytics:metrics'));
  const choices = useMemo(() => {
    if (!list.data) return undefined;
    const names = new Map((metrics.data ?? []).map((m) => [m.strategy, `${m.tokenA}-${m.tokenB}`]));
    return liveStrategies(list.data)
      .map((item) => ({
        address: item.address,
        label: `${names.get(item.address) ?? 'Strategy'} · ${shortenAddress(item.address)}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [list.data, metrics.data]);
  return { choices, error: list.data ? null : list.error, refetch: () => void list.refetch() };
}
