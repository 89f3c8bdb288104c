import { type LendingMarketState, type Obligation, sameAddress } from '@keel/chain-readers';
import { lamportsToAmount } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { NATIVE_SOL_MINT } from '../../../sidePanel/balances/walletBalances';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import { useLendingMarketList, useLendingMarketState, useMarketReserves } from './hooks';
import { useObligation } from './obligationHooks';
import type { ObligationView } from './obligationView';
import type { ReserveView } from './reserveView';
import { useLendingServices } from './services';

/** Everything the liquidation form needs, once loaded. */
export interface LiquidationData {
  wallet: string;
  lookupTable: string | undefined;
  market: LendingMarketState;
  views: readonly ReserveView[];
  /** The obligation to liquidate, valued, and decoded for the instruction builders. */
  obligation: ObligationView;
  obligationAccount: Obligation;
  /** Whole tokens the wallet holds of each debt's token (native SOL for SOL), by reserve. */
  balances: ReadonlyMap<string, Decimal>;
}

export type LiquidationContext =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | ({ status: 'ready' } & LiquidationData);

/**
 * The data of a liquidation of one obligation by the connected wallet: the market, the
 * obligation read again by its address (fresh, and decoded), the wallet's balances of its debts.
 */
export function useLiquidationContext(
  marketAddress: string,
  obligationAddress: string,
): LiquidationContext {
  const services = useLendingServices();
  const lib = services?.lib;
  const wallet = useWalletState((state) => state.session?.address);
  const state = useLendingMarketState(marketAddress);
  const reserves = useMarketReserves(marketAddress);
  const obligation = useObligation(marketAddress, obligationAddress);
  const account = useQuery(
    whenReady(
      services?.lib.obligationQuery(services.chain, obligationAddress),
      `obligation:${obligationAddress}`,
    ),
  );
  const queries = services ? services.lib.walletBalanceQueries(services.chain, wallet) : undefined;
  const native = useQuery(whenReady(queries?.native, `nativeBalance:${wallet ?? ''}`));
  const tokens = useQuery(whenReady(queries?.tokens, `tokenAccounts:${wallet ?? ''}`));
  const lookupTable = useLendingMarketList().markets?.find(
    (entry) => entry.address === marketAddress,
  )?.lookupTable;
  const balances = useMemo(() => {
    if (!lib || !wallet || !state.data || native.data === undefined || !tokens.data) return;
    const result = new Map<string, Decimal>();
    for (const reserve of state.data.reserves) {
      const { mintPubkey, tokenProgram, mintDecimals } = reserve.liquidity;
      const source = lib.liquidationWrites.repaySource(wallet, mintPubkey, tokenProgram);
      const lamports =
        mintPubkey.toBase58() === NATIVE_SOL_MINT
          ? native.data
          : (tokens.data.find((t) => sameAddress(t.address, source))?.amount ?? 0n);
      result.set(reserve.address.toBase58(), lamportsToAmount(lamports, mintDecimals));
    }
    return result;
  }, [lib, wallet, state.data, native.data, tokens.data]);

  if (!wallet) return { status: 'disconnected' };
  const notFound = obligation.notFound === undefined ? null : new Error(obligation.notFound);
  const error =
    state.error ??
    reserves.error ??
    notFound ??
    obligation.error ??
    native.error ??
    tokens.error ??
    null;
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        void state.refetch();
        reserves.refetch();
        obligation.refetch();
        void native.refetch();
        void tokens.refetch();
      },
    };
  }
  if (!state.data || !reserves.reserves || !obligation.obligation || !account.data || !balances) {
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    wallet,
    lookupTable: lookupTable || undefined,
    market: state.data,
    views: reserves.reserves,
    obligation: obligation.obligation,
    obligationAccount: account.data,
    balances,
  };
}
