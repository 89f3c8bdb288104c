import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingMarketState, useMarketReserves } from './hooks';
import type { ObligationView } from './obligationView';
import { useLendingServices } from './services';

export interface LiquidationListResult {
  /** Obligations with debt, closest to liquidation first; undefined while loading. */
  obligations: ObligationView[] | undefined;
  /** Obligations of the market that could not be valued (a reserve the market lacks). */
  skipped: number;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * Every obligation of a market read from the chain, valued by core-math against the market's
 * reserves and ordered by how close each is to liquidation.
 */
export function useLiquidationList(marketAddress: string | undefined): LiquidationListResult {
  const services = useLendingServices();
  const accounts = useQuery(
    whenReady(
      services?.lib.marketObligationsQuery(services.chain, marketAddress),
      `marketObligations:${marketAddress ?? ''}`,
    ),
  );
  const state = useLendingMarketState(marketAddress);
  const reserves = useMarketReserves(marketAddress);
  const lib = services?.lib;
  const valued = useMemo(() => {
    if (!lib || !accounts.data || !state.data || !reserves.reserves) return undefined;
    const market = state.data;
    const views = reserves.reserves;
    let skipped = 0;
    const list = accounts.data.flatMap((obligation) => {
      try {
        return [lib.obligationView(obligation, market, views)];
      } catch {
        // One obligation naming a reserve the market lacks must not hide the others.
        skipped += 1;
        return [];
      }
    });
    return { obligations: lib.liquidationOrder(list), skipped };
  }, [lib, accounts.data, state.data, reserves.reserves]);
  const error = accounts.error ?? reserves.error ?? null;
  return {
    obligations: valued?.obligations,
    skipped: valued?.skipped ?? 0,
    isLoading: valued === undefined && error === null,
    error,
    refetch: () => {
      void accounts.refetch();
      reserves.refetch();
    },
  };
}
