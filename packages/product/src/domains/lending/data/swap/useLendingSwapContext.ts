import type { Obligation, Reserve } from '@keel/chain-readers';
import { useMemo } from 'react';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import { useLendingMarketState, useMarketReserves } from '../hooks';
import type { LendingMarketEntry } from '../marketList';
import type { ObligationView } from '../obligationView';
import type { ReserveView } from '../reserveView';
import { useLendingServices } from '../services';
import { useWalletObligations, type WalletObligation } from '../walletObligations';

/** Everything the swap form needs of the chosen obligation, once loaded. */
export interface LendingSwapData {
  wallet: string;
  /** The wallet's obligations with a deposit (the ones a swap can act on). */
  positions: WalletObligation[];
  market: LendingMarketEntry;
  obligation: Obligation;
  view: ObligationView;
  /** Decoded reserves of the obligation's market. */
  reserves: readonly Reserve[];
  views: readonly ReserveView[];
}

export type LendingSwapContext =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'empty' }
  | ({ status: 'ready' } & LendingSwapData);

/** The wallet's obligations that hold collateral (what a swap changes). */
const swappable = (positions: readonly WalletObligation[]) =>
  positions.filter((p) => p.obligation.deposits.length > 0);

/**
 * The connected wallet's obligation to swap in: the one `wanted` names when it is the wallet's,
 * else its first with collateral; valued against its market.
 */
export function useLendingSwapContext(wanted: string | undefined): LendingSwapContext {
  const wallet = useWalletState((state) => state.session?.address);
  const owned = useWalletObligations(wallet);
  const positions = owned.positions ? swappable(owned.positions) : undefined;
  const chosen =
    positions?.find((p) => p.obligation.address.toBase58() === wanted) ?? positions?.[0];
  const market = chosen?.market.address;
  const state = useLendingMarketState(market);
  const reserves = useMarketReserves(market);
  const lib = useLendingServices()?.lib;
  const obligation = chosen?.obligation;
  const view = useMemo(() => {
    if (!lib || !obligation || !state.data || !reserves.reserves) return undefined;
    try {
      return lib.obligationView(obligation, state.data, reserves.reserves);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }, [lib, obligation, state.data, reserves.reserves]);
  if (!wallet) return { status: 'disconnected' };
  if (owned.error && !positions) {
    return { status: 'error', error: owned.error, retry: owned.refetch };
  }
  if (!positions) return { status: 'loading' };
  if (!chosen) return { status: 'empty' };
  const error = state.error ?? reserves.error ?? (view instanceof Error ? view : null);
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        void state.refetch();
        reserves.refetch();
      },
    };
  }
  if (!state.data || !reserves.reserves || !view || view instanceof Error) {
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    wallet,
    positions,
    market: chosen.market,
    obligation: chosen.obligation,
    view,
    reserves: state.data.reserves,
    views: reserves.reserves,
  };
}
