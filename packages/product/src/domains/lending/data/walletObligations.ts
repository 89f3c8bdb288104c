import type { Obligation } from '@keel/chain-readers';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingMarketList, useLendingMarketState, useMarketReserves } from './hooks';
import type { LendingMarketEntry } from './marketList';
import type { ObligationView } from './obligationView';
import { useLendingServices } from './services';

export interface WalletObligation {
  market: LendingMarketEntry;
  obligation: Obligation;
}

export interface WalletObligationsResult {
  /** In market order; undefined until every market's read has settled. */
  positions: WalletObligation[] | undefined;
  isLoading: boolean;
  /** The first failure; the markets that did answer are still listed. */
  error: Error | null;
  refetch: () => void;
}

/**
 * A wallet's obligations in every configured market (one filtered getProgramAccounts per market).
 * Disabled until the wallet and the market list exist.
 */
export function useWalletObligations(wallet: string | undefined): WalletObligationsResult {
  const services = useLendingServices();
  const list = useLendingMarketList();
  const markets = list.markets ?? [];
  const reads = useQueries({
    queries: markets.map((market) =>
      whenReady(
        services?.lib.walletObligationsQuery(services.chain, wallet, market.address),
        `walletObligations:${wallet ?? ''}:${market.address}`,
      ),
    ),
  });
  const settled = list.markets !== undefined && reads.every((read) => !read.isPending);
  const positions = settled
    ? markets.flatMap((market, i) =>
        (reads[i]?.data ?? []).map((obligation) => ({ market, obligation })),
      )
    : undefined;
  const error = list.error ?? reads.find((read) => read.error)?.error ?? null;
  return {
    positions,
    isLoading: !settled && error === null && wallet !== undefined,
    error,
    refetch: () => {
      if (list.error) void list.refetch();
      for (const read of reads) if (read.error) void read.refetch();
    },
  };
}

/**
 * An already-read obligation valued against its market (undefined while the market loads or
 * when it cannot be valued: the row then shows no figures rather than failing).
 */
export function useValuedObligation(obligation: Obligation): ObligationView | undefined {
  const services = useLendingServices();
  const market = obligation.lendingMarket.toBase58();
  const state = useLendingMarketState(market);
  const { reserves } = useMarketReserves(market);
  const lib = services?.lib;
  return useMemo(() => {
    if (!lib || !state.data || !reserves) return undefined;
    try {
      return lib.obligationView(obligation, state.data, reserves);
    } catch {
      return undefined;
    }
  }, [lib, obligation, state.data, reserves]);
}
