import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingMarketState, useMarketReserves } from './hooks';
import type { ObligationView } from './obligationView';
import { useLendingServices } from './services';

export const obligationNotFoundMessage = (address: string) => `Obligation ${address} is not found`;

export interface ObligationResult {
  obligation: ObligationView | undefined;
  /** Set when the address is not an obligation (of this market, when one is given). */
  notFound: string | undefined;
  error: Error | null;
  /** The obligation's market (the route's until the obligation names its own). */
  market: string | undefined;
  /** The market's own read failed (also in `error`, which may instead be the obligation's). */
  marketError: Error | null;
  /** The market's farms failed to load: APYs are shown without farm rewards. */
  farmError: Error | null;
  isLoading: boolean;
  refetch: () => void;
}

/**
 * An obligation valued against its market. `marketAddress` (from the route) must be the
 * obligation's market; without it the obligation's own market is used.
 */
export function useObligation(
  marketAddress: string | undefined,
  obligationAddress: string | undefined,
): ObligationResult {
  const services = useLendingServices();
  const account = useQuery(
    whenReady(
      services?.lib.obligationQuery(services.chain, obligationAddress),
      `obligation:${obligationAddress ?? ''}`,
    ),
  );
  const ownMarket = account.data?.lendingMarket.toBase58();
  const wrongMarket =
    ownMarket !== undefined && marketAddress !== undefined && ownMarket !== marketAddress;
  const market = wrongMarket ? undefined : ownMarket;
  const state = useLendingMarketState(market);
  const reserves = useMarketReserves(market);
  const lib = services?.lib;
  const view = useMemo(() => {
    if (!lib || !account.data || !state.data || !reserves.reserves) return undefined;
    try {
      return lib.obligationView(account.data, state.data, reserves.reserves);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [lib, account.data, state.data, reserves.reserves]);
  // A malformed address never starts a read, so it is settled here rather than by a failure.
  const malformed =
    lib !== undefined &&
    (!lib.isAddress(obligationAddress) ||
      (marketAddress !== undefined && !lib.isAddress(marketAddress)));
  const notFound =
    malformed || wrongMarket || (account.error && lib?.isNotFoundError(account.error))
      ? obligationNotFoundMessage(obligationAddress ?? '')
      : undefined;
  const error =
    notFound !== undefined
      ? null
      : (account.error ?? reserves.error ?? (view instanceof Error ? view : null));
  const obligation = view instanceof Error ? undefined : view;
  return {
    obligation,
    notFound,
    error,
    market: market ?? marketAddress,
    marketError: notFound === undefined ? reserves.error : null,
    farmError: notFound === undefined ? reserves.farmError : null,
    isLoading: notFound === undefined && error === null && obligation === undefined,
    refetch: () => {
      void account.refetch();
      reserves.refetch();
    },
  };
}

/** PnL, interest earned and paid, metrics history and transactions of an obligation (API). */
export function useObligationApiData(market: string | undefined, obligation: string | undefined) {
  const services = useLendingServices();
  const lending =
    market !== undefined && obligation !== undefined ? services?.api.lending : undefined;
  const pnl = useQuery(whenReady(lending?.obligationPnl(market, obligation), 'pnl'));
  const interestEarned = useQuery(whenReady(lending?.interestFees(market, obligation), 'earned'));
  const interestPaid = useQuery(whenReady(lending?.interestPaid(market, obligation), 'paid'));
  const history = useQuery(
    whenReady(lending?.obligationMetricsHistory(market, obligation), 'obligationHistory'),
  );
  const transactions = useQuery(
    whenReady(lending?.obligationTransactions(market, obligation), 'obligationTransactions'),
  );
  return { pnl, interestEarned, interestPaid, history, transactions };
}
