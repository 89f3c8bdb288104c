import { type Address, type Obligation, type Reserve, sameAddress } from '@keel/chain-readers';
import { lamportsToAmount } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useWalletState } from '../../../../wallet/WalletStoreContext';
import { useLendingMarketList, useLendingMarketState } from '../../../lending/data/hooks';
import { useLendingServices } from '../../../lending/data/services';
import type { PairRow, PairTag } from '../pairRow';
import type { LeverageAddresses } from './leverageAddresses';
import { useMultiplyWriteServices } from './services';

/** Everything opening a position needs, once loaded. */
export interface OpenPositionData {
  wallet: string;
  market: string;
  collateral: Reserve;
  debt: Reserve;
  reserves: readonly Reserve[];
  addresses: LeverageAddresses;
  /** The position's obligation; null before it is opened. */
  obligation: Obligation | null;
  setup: { userMetadata: boolean; collateralFarmState: boolean; debtFarmState: boolean };
  /** Whole tokens the wallet holds of the pair's tokens (native SOL for SOL). */
  collateralBalance: Decimal;
  debtBalance: Decimal;
  lookupTable: string | undefined;
}

export type OpenPositionContext =
  | { status: 'disconnected' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  | ({ status: 'ready' } & OpenPositionData);

/**
 * The wallet's side of a vault: the decoded pair, the position's obligation if it exists, which
 * set-up accounts exist, and the wallet's balance of the collateral.
 */
export function useOpenPositionContext(row: PairRow, tag: PairTag): OpenPositionContext {
  const lending = useLendingServices();
  const services = useMultiplyWriteServices();
  const wallet = useWalletState((state) => state.session?.address);
  const market = row.pair.market;
  const state = useLendingMarketState(market);
  const reserves = state.data?.reserves;
  const collateral = reserves?.find((r) => r.address.toBase58() === row.collateral.address);
  const debt = reserves?.find((r) => r.address.toBase58() === row.debt.address);
  const lib = services?.lib;
  const addresses = useMemo(
    () =>
      lib && wallet && collateral && debt
        ? lib.leverageAddresses({ wallet, market, collateral, debt, tag })
        : undefined,
    [lib, wallet, market, collateral, debt, tag],
  );
  const setup = useQuery(
    whenReady(
      services && wallet && addresses
        ? services.lib.setupQuery(services.chain, wallet, addresses)
        : undefined,
      `leverageSetup:${wallet ?? ''}:${row.key}`,
    ),
  );
  const obligationExists = setup.data?.[0] === true;
  const obligationAddress = obligationExists ? addresses?.obligation.toBase58() : undefined;
  const obligation = useQuery(
    whenReady(
      lending?.lib.obligationQuery(lending.chain, obligationAddress),
      `obligation:${obligationAddress ?? ''}`,
    ),
  );
  const balances = lending ? lending.lib.walletBalanceQueries(lending.chain, wallet) : undefined;
  const native = useQuery(whenReady(balances?.native, `nativeBalance:${wallet ?? ''}`));
  const tokens = useQuery(whenReady(balances?.tokens, `tokenAccounts:${wallet ?? ''}`));
  const lookupTable = useLendingMarketList().markets?.find(
    (entry) => entry.address === market,
  )?.lookupTable;

  if (!wallet) return { status: 'disconnected' };
  const error =
    state.error ??
    setup.error ??
    (obligationExists ? obligation.error : null) ??
    native.error ??
    tokens.error ??
    null;
  if (error) {
    return {
      status: 'error',
      error,
      retry: () => {
        void state.refetch();
        void setup.refetch();
        if (obligationExists) void obligation.refetch();
        void native.refetch();
        void tokens.refetch();
      },
    };
  }
  const held = (account: Address | undefined, isSol: boolean | undefined) =>
    isSol
      ? native.data
      : tokens.data === undefined || account === undefined
        ? undefined
        : (tokens.data.find((entry) => sameAddress(entry.address, account))?.amount ?? 0n);
  const lamports = held(addresses?.collateralAccount, addresses?.collateralIsSol);
  const debtLamports = held(addresses?.debtAccount, addresses?.debtIsSol);
  if (
    !reserves ||
    !collateral ||
    !debt ||
    !addresses ||
    !services ||
    !setup.data ||
    lamports === undefined ||
    debtLamports === undefined ||
    (obligationExists && obligation.data === undefined)
  ) {
    return { status: 'loading' };
  }
  return {
    status: 'ready',
    wallet,
    market,
    collateral,
    debt,
    reserves,
    addresses,
    obligation: obligationExists ? (obligation.data ?? null) : null,
    setup: services.lib.leverageSetupState(addresses, setup.data),
    collateralBalance: lamportsToAmount(lamports, row.collateral.decimals),
    debtBalance: lamportsToAmount(debtLamports, row.debt.decimals),
    lookupTable: lookupTable || undefined,
  };
}
