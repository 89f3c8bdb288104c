import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { hasSyntheticDollarReserve, useExtraSupplyYields } from './extraSupplyHooks';
import { orderMarkets } from './marketList';
import { marketReserveViews } from './marketReserveViews';
import { isListedReserve } from './reserveListing';
import type { ReserveView } from './reserveView';
import { useLendingServices } from './services';
import { useBuiltViews } from './useBuiltViews';

/** The configured lending markets (CDN lending config → API → built-in), in metadata order. */
export function useLendingMarketList() {
  const services = useLendingServices();
  const query = useQuery(whenReady(services?.api.lending.marketConfigs(), 'marketConfigs'));
  const markets = useMemo(
    () => (query.data ? orderMarkets(query.data.markets) : undefined),
    [query.data],
  );
  return { ...query, markets };
}

/** The measured slot duration in ms (RECENT_SLOT_DURATION_OVERRIDE_MS overrides it). */
export function useSlotDurationMs() {
  const services = useLendingServices();
  return useQuery(whenReady(services?.lib.slotDurationQuery(services.chain), 'slotDuration'));
}

/** A lending market and its reserves, decoded from the chain. */
export function useLendingMarketState(marketAddress: string | undefined) {
  const services = useLendingServices();
  return useQuery(
    whenReady(
      services?.lib.marketQuery(services.chain, marketAddress),
      `lendingMarket:${marketAddress ?? ''}`,
    ),
  );
}

export interface MarketReservesResult {
  reserves: ReserveView[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /**
   * 'Failed to fetch farm data': the reserves are still shown, their APYs without farm rewards.
   * Not part of `error`, which stops the reserves from showing.
   */
  farmError: Error | null;
  refetch: () => void;
}

/**
 * The views of a market's reserves, computed once per market read and slot duration. With
 * `listedOnly` only the reserves a list shows (Active, and Hidden with the flag).
 */
export function useMarketReserves(
  marketAddress: string | undefined,
  options: { listedOnly?: { showHidden: boolean } } = {},
): MarketReservesResult {
  const services = useLendingServices();
  const state = useLendingMarketState(marketAddress);
  const slot = useSlotDurationMs();
  // Farm rewards join the APYs once loaded; a farm failure leaves rewards out (and is reported
  // as farmError), nothing else.
  const farmsOptions = services?.lib.farmsQuery(services.chain, state.data);
  const farms = useQuery(whenReady(farmsOptions, `farms:${marketAddress ?? ''}`));
  // Staking yields join the same way: the reserves show without them until they answer.
  const { yields: extraSupplyYields, settled: yieldsSettled } = useExtraSupplyYields(
    hasSyntheticDollarReserve(state.data?.reserves),
  );
  // A market without farms has no rewards to wait for.
  const farmsSettled =
    (state.data !== undefined && farmsOptions === undefined) ||
    farms.data !== undefined ||
    farms.error !== null;
  const apysPending = !(farmsSettled && yieldsSettled);
  const showHidden = options.listedOnly?.showHidden;
  const listedOnly = options.listedOnly !== undefined;
  const lib = services?.lib;
  // The views are built from these inputs in slices, after the urgent update a read's answer
  // makes (a deferred render), and shown in a transition React can slice: a phone's main thread
  // is not blocked for a whole table. All inputs move together: an APY is never shown settled
  // with the rewards of an earlier render.
  const inputs = useMemo(
    () => ({
      market: state.data,
      slotDurationMs: slot.data,
      farms: farms.data,
      extraSupplyYields,
      apysPending,
    }),
    [state.data, slot.data, farms.data, extraSupplyYields, apysPending],
  );
  const deferred = useDeferredValue(inputs);
  const build = useMemo(() => {
    const { market, slotDurationMs } = deferred;
    if (!lib || !market || slotDurationMs === undefined) return undefined;
    return marketReserveViews({
      lib,
      market,
      slotDurationMs,
      farms: deferred.farms,
      extraSupplyYields: deferred.extraSupplyYields,
      apysPending: deferred.apysPending,
    });
  }, [lib, deferred]);
  const { views, error: viewsError } = useBuiltViews(marketAddress, build);
  const reserves = useMemo(
    () => views?.filter((view) => !listedOnly || isListedReserve(view.status, showHidden === true)),
    [views, listedOnly, showHidden],
  );
  return {
    reserves,
    isLoading: reserves === undefined && !state.error && !slot.error && !viewsError,
    error: state.error ?? slot.error ?? viewsError,
    farmError: farms.error ?? null,
    refetch: () => {
      void state.refetch();
      void slot.refetch();
      if (farms.error) void farms.refetch();
    },
  };
}

export interface ReserveResult {
  reserve: ReserveView | undefined;
  /** 'Reserve {address} is not found' when the market or reserve does not exist. */
  notFound: string | undefined;
  error: Error | null;
  /** The market's farms failed to load: APYs are shown without farm rewards. */
  farmError: Error | null;
  isLoading: boolean;
  refetch: () => void;
}

/** One reserve of a market; a reserve outside the market (or no market) is not found. */
export function useReserve(
  marketAddress: string | undefined,
  reserveAddress: string | undefined,
): ReserveResult {
  const services = useLendingServices();
  const { reserves, isLoading, error, farmError, refetch } = useMarketReserves(marketAddress);
  const reserve = reserves?.find((candidate) => candidate.address === reserveAddress);
  // A malformed address never starts a read, so it is settled here rather than by a failure.
  const malformed =
    services !== undefined &&
    (!services.lib.isAddress(marketAddress) || !services.lib.isAddress(reserveAddress));
  const missing =
    malformed || (reserves && !reserve) || (error && services?.lib.isNotFoundError(error));
  const notFound =
    missing && services ? services.lib.reserveNotFoundMessage(reserveAddress ?? '') : undefined;
  return {
    reserve,
    notFound,
    error: notFound ? null : error,
    farmError: notFound ? null : farmError,
    isLoading: isLoading && !notFound,
    refetch,
  };
}
