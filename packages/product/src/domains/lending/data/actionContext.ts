import { type Address, sameAddress } from '@keel/chain-readers';
import { lamportsToAmount } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useWalletState } from '../../../wallet/WalletStoreContext';
import type { LendingActionData } from './actionData';
import { useLendingMarketList, useLendingMarketState, useMarketReserves } from './hooks';
import { useObligation } from './obligationHooks';
import { useLendingServices } from './services';
import type { ActionAddresses } from './writeAddresses';

export type LendingActionContext =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | ({ status: 'ready' } & LendingActionData);

function tokenBalance(
  native: bigint | undefined,
  tokens: readonly { address: Address; amount: bigint }[] | undefined,
  addresses: ActionAddresses,
): bigint | undefined {
  if (addresses.isNativeSol) return native;
  if (tokens === undefined) return undefined;
  return (
    tokens.find((account) => sameAddress(account.address, addresses.tokenAccount))?.amount ?? 0n
  );
}

/**
 * The data of a lending action in one reserve for the connected wallet: the market and reserve,
 * the wallet's main obligation, its balance of the token and which set-up accounts exist.
 */
export function useLendingActionContext(
  marketAddress: string,
  reserveAddress: string,
): LendingActionContext {
  const services = useLendingServices();
  const wallet = useWalletState((state) => state.session?.address);
  const state = useLendingMarketState(marketAddress);
  const reserves = useMarketReserves(marketAddress);
  const reserve = state.data?.reserves.find((r) => r.address.toBase58() === reserveAddress);
  const lib = services?.lib;
  const addresses = useMemo(
    () =>
      lib && wallet && reserve ? lib.actionAddresses(wallet, marketAddress, reserve) : undefined,
    [lib, wallet, marketAddress, reserve],
  );
  const balances = services ? services.lib.walletBalanceQueries(services.chain, wallet) : undefined;
  const native = useQuery(whenReady(balances?.native, `nativeBalance:${wallet ?? ''}`));
  const tokens = useQuery(whenReady(balances?.tokens, `tokenAccounts:${wallet ?? ''}`));
  const setup = useQuery(
    whenReady(
      services && addresses
        ? services.lib.setupQuery(services.chain, wallet, addresses)
        : undefined,
      `lendingSetup:${wallet ?? ''}:${reserveAddress}`,
    ),
  );
  // Read only once it is known to exist: before the first supply there is nothing to read.
  const obligationExists = setup.data?.[0] === true;
  const obligationAddress = obligationExists ? addresses?.obligation.toBase58() : undefined;
  const obligation = useObligation(marketAddress, obligationAddress);
  // The same read as the view's (one query key): the builders need the decoded account.
  const obligationRead = useQuery(
    whenReady(
      services?.lib.obligationQuery(services.chain, obligationAddress),
      `obligation:${obligationAddress ?? ''}`,
    ),
  );
  const lookupTable = useLendingMarketList().markets?.find(
    (entry) => entry.address === marketAddress,
  )?.lookupTable;

  if (!wallet) return { status: 'disconnected' };
  const error =
    state.error ??
    reserves.error ??
    (obligationExists ? obligation.error : null) ??
    native.error ??
    tokens.error ??
    setup.error ??
    null;
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        void state.refetch();
        reserves.refetch();
        if (obligationExists) obligation.refetch();
        void native.refetch();
        void tokens.refetch();
        void setup.refetch();
      },
    };
  }
  const view = reserves.reserves?.find((r) => r.address === reserveAddress);
  const lamports = addresses ? tokenBalance(native.data, tokens.data, addresses) : undefined;
  const obligationSettled =
    !obligationExists || (obligation.obligation !== undefined && obligationRead.data !== undefined);
  if (
    !state.data ||
    !reserve ||
    !view ||
    !reserves.reserves ||
    !addresses ||
    lamports === undefined ||
    !setup.data ||
    !obligationSettled
  ) {
    return { status: 'loading' };
  }
  const [obligationAccount = false, userMetadata = false, tokenAccount = false, ...farmStates] =
    setup.data;
  const collateralFarmState = addresses.collateralFarmState ? (farmStates.shift() ?? false) : false;
  const debtFarmState = addresses.debtFarmState ? (farmStates.shift() ?? false) : false;
  return {
    status: 'ready',
    wallet,
    market: state.data,
    reserve,
    view,
    views: reserves.reserves,
    obligation: obligationExists ? obligation.obligation : undefined,
    obligationAccount: obligationExists ? (obligationRead.data ?? null) : null,
    lookupTable: lookupTable || undefined,
    walletBalance: lamportsToAmount(lamports, view.decimals),
    addresses,
    setup: {
      obligation: obligationAccount,
      userMetadata,
      tokenAccount,
      collateralFarmState,
      debtFarmState,
    },
  };
}
