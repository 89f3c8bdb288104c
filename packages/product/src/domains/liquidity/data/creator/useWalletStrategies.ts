import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useCreatorServices } from './services';

/** A DIY strategy the wallet administers, as the chain has it. */
export interface WalletStrategy {
  address: string;
  pair: string;
  status: string;
}

export interface WalletStrategies {
  strategies: WalletStrategy[] | undefined;
  error: Error | null;
  retry: () => void;
}

/**
 * The wallet's DIY strategies read from the chain (a vault created a moment ago is there before
 * any listing), with their tokens' symbols; those the API's strategy list has (any status) are
 * left out. Nothing until the list has answered.
 */
export function useWalletStrategies(wallet: string | undefined): WalletStrategies {
  const services = useCreatorServices();
  const list = useQuery(whenReady(services?.api.strategies.list(), 'creator:list'));
  const listed = useMemo(
    () => (list.data ? new Set(list.data.map((item) => item.address)) : undefined),
    [list.data],
  );
  const query = useQuery(
    whenReady(services?.lib.walletStrategiesQuery(services.chain, wallet), 'creator:mine'),
  );
  const mints = useMemo(
    () =>
      [
        ...new Set(
          (query.data ?? []).flatMap((s) => [s.tokenAMint.toBase58(), s.tokenBMint.toBase58()]),
        ),
      ].sort(),
    [query.data],
  );
  const tokens = useQuery(
    whenReady(
      mints.length > 0 ? services?.api.tokens.batch(mints) : undefined,
      'creator:mineTokens',
    ),
  );
  const strategies = useMemo(() => {
    if (!query.data || !listed) return undefined;
    const symbol = (mint: string) =>
      tokens.data?.find((token) => token.address === mint)?.symbol ?? `${mint.slice(0, 4)}…`;
    return query.data
      .filter((strategy) => !listed.has(strategy.address.toBase58()))
      .map((strategy) => ({
        address: strategy.address.toBase58(),
        pair: `${symbol(strategy.tokenAMint.toBase58())}-${symbol(strategy.tokenBMint.toBase58())}`,
        status: strategy.status,
      }));
  }, [query.data, tokens.data, listed]);
  return {
    strategies,
    error: query.data ? null : query.error,
    retry: () => void query.refetch(),
  };
}
