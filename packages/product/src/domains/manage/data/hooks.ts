import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingMarketList } from '../../lending/data/hooks';
import { useLendingServices } from '../../lending/data/services';
import { type ManagedMarket, managedMarkets } from './managedMarkets';

export interface ManagedMarketsResult {
  markets: ManagedMarket[] | undefined;
  error: Error | null;
  refetch: () => void;
}

/**
 * Every configured market with its owner read from the chain, the connected wallet's first.
 * A market whose account fails to read is listed without an owner.
 */
export function useManagedMarkets(wallet: string | undefined): ManagedMarketsResult {
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
  const owners = states.map((state) => state.data?.market.lendingMarketOwner.toBase58());
  const settled = states.every((state) => state.data !== undefined || state.error !== null);
  const key = owners.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: owners are read through their key
  const markets = useMemo(
    () => (list.markets && settled ? managedMarkets(list.markets, owners, wallet) : undefined),
    [list.markets, settled, key, wallet],
  );
  return {
    markets,
    error: list.error ?? null,
    refetch: () => {
      void list.refetch();
      for (const state of states) if (state.error) void state.refetch();
    },
  };
}
