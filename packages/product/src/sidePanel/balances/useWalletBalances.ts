import { useLatestPrices, useTokenBatch } from '@keel/api-client/react';
import {
  type Connections,
  createAddress,
  invalidateBalancesOnWalletLogs,
  mintsQueryOptions,
  nativeBalanceQueryOptions,
  tokenAccountsQueryOptions,
} from '@keel/chain-readers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext';
import { type BalanceRow, balanceMints, buildBalanceRows, NATIVE_SOL_MINT } from './walletBalances';

/** The node connections once created; 'failed' when they cannot be (the balances then fail). */
function useConnections(): Connections | null | 'failed' {
  const { connections } = useAppServices();
  const [value, setValue] = useState<Connections | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    connections().then(
      (c) => {
        if (live) setValue(c);
      },
      () => {
        if (live) setValue('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [connections]);
  return value;
}

export interface WalletBalances {
  rows: BalanceRow[];
  loading: boolean;
  /** The total is not known yet: balances, prices or token metadata still on their way. */
  totalPending: boolean;
  error: boolean;
}

/**
 * The connected wallet's balances: native SOL and the token accounts of both programs from the
 * node (refreshed when the wallet's logs show activity), each held mint's decimals from the node,
 * token metadata and the latest USD price of each held mint from the product API.
 */
export function useWalletBalances(address: string): WalletBalances {
  const connections = useConnections();
  const queryClient = useQueryClient();
  const owner = useMemo(() => createAddress(address), [address]);
  const read = connections === 'failed' ? undefined : connections?.read;
  const chain = read
    ? { rpc: read, endpoint: read.rpcEndpoint }
    : { rpc: unavailableRpc, endpoint: '' };

  const native = useQuery({ ...nativeBalanceQueryOptions(chain, owner), enabled: Boolean(read) });
  const accounts = useQuery({ ...tokenAccountsQueryOptions(chain, owner), enabled: Boolean(read) });

  useEffect(() => {
    if (!read) return;
    const stop = invalidateBalancesOnWalletLogs(read, queryClient, read.rpcEndpoint, owner);
    return () => void stop();
  }, [read, queryClient, owner]);

  const tokenAccounts = useMemo(
    () => (accounts.data ?? []).map((a) => ({ mint: a.mint.toBase58(), amount: a.amount })),
    [accounts.data],
  );
  const mints = useMemo(
    () => balanceMints({ nativeLamports: native.data, tokenAccounts }),
    [native.data, tokenAccounts],
  );

  const tokens = useTokenBatch(mints);
  const prices = useLatestPrices(mints);
  // Every held mint's own decimals (one read): the token list may lack a mint, or fail.
  const splMints = useMemo(
    () => mints.filter((mint) => mint !== NATIVE_SOL_MINT).map(createAddress),
    [mints],
  );
  const mintAccounts = useQuery({
    ...mintsQueryOptions(chain, splMints),
    enabled: Boolean(read) && splMints.length > 0,
  });
  const mintDecimals = useMemo(
    () =>
      mintAccounts.data
        ? new Map([...mintAccounts.data].map(([mint, found]) => [mint, found?.decimals ?? null]))
        : undefined,
    [mintAccounts.data],
  );

  const rows = useMemo(
    () =>
      buildBalanceRows({
        nativeLamports: native.data,
        tokenAccounts,
        tokens: tokens.data ?? [],
        prices: prices.data ?? new Map(),
        mintDecimals,
      }),
    [native.data, tokenAccounts, tokens.data, prices.data, mintDecimals],
  );
  const loading = connections !== 'failed' && (!read || native.isPending || accounts.isPending);
  return {
    rows,
    loading,
    // A total summed before the prices answer would read $0.00 for a funded wallet.
    totalPending: loading || (mints.length > 0 && (prices.isPending || tokens.isPending)),
    error: connections === 'failed' || native.isError || accounts.isError,
  };
}

// Stands in until the connections exist; the queries are disabled meanwhile.
const unavailableRpc = {
  getMultipleAccountsInfo: () => Promise.reject(new Error('No connection yet')),
  getBalance: () => Promise.reject(new Error('No connection yet')),
  getTokenAccountsByOwner: () => Promise.reject(new Error('No connection yet')),
};
