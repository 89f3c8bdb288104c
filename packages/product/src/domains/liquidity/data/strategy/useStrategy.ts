import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyServices } from './services';
import { type StrategyReadFailure, strategyReadFailure } from './strategyErrors';
import { type StrategyModel, strategyModel } from './strategyModel';

export interface StrategyResult {
  /** Undefined until the strategy's account is read. */
  strategy: StrategyModel | undefined;
  /** The account read failed or found no strategy: the page cannot show it. */
  failure: StrategyReadFailure | null;
  /** The token symbols are final (the token batch and the metrics have answered or failed). */
  namesSettled: boolean;
  /** The strategy API (list or metrics) failed: its figures show '-', the chain's still render. */
  apiError: Error | null;
  /** The chain valuation (TVL, share price) failed. */
  valueError: Error | null;
  refetch: () => void;
}

/**
 * A strategy for its page: the account (pair, exchange, farm), the API's listing and metrics
 * (refetched with the share data), its tokens' symbols and its chain TVL and share price.
 */
export function useStrategy(address: string): StrategyResult {
  const services = useStrategyServices();
  const api = services?.api;
  const chain = services?.chain;
  const lib = services?.lib;
  const account = useQuery(
    whenReady(chain && lib?.strategyQuery(chain, address), `strategy:account:${address}`),
  );
  const decoded = account.data?.[0] ?? undefined;
  const list = useQuery(whenReady(api?.strategies.list(), 'strategy:list'));
  // Asked once the account says the address is a strategy: no request for an unknown one.
  const metrics = useQuery(
    whenReady(api?.strategies.metricsOf(decoded ? address : undefined), 'strategy:metrics'),
  );
  const mints = useMemo(
    () =>
      decoded ? [decoded.tokenAMint.toBase58(), decoded.tokenBMint.toBase58()].sort() : undefined,
    [decoded],
  );
  const tokens = useQuery(whenReady(mints && api?.tokens.batch(mints), 'strategy:tokens'));
  const value = useQuery(
    whenReady(chain && lib?.valueQuery(chain, decoded), `strategy:value:${address}`),
  );
  const tokenMap = useMemo(
    () => (tokens.data ? new Map(tokens.data.map((t) => [t.address, t])) : undefined),
    [tokens.data],
  );
  const strategy = useMemo(() => {
    if (!decoded) return undefined;
    return strategyModel({
      account: decoded,
      listed: list.data?.find((item) => item.address === address),
      metrics: metrics.data,
      tokens: tokenMap,
      value: value.data ? (value.data.get(address) ?? null) : undefined,
    });
  }, [decoded, list.data, metrics.data, tokenMap, value.data, address]);
  const missing = account.data !== undefined && !decoded;
  const accountError = account.data ? null : account.error;
  // Stable between renders: the failure's toast shows once, not on every render.
  const failure = useMemo(
    () => strategyReadFailure(address, accountError, missing),
    [address, accountError, missing],
  );
  return {
    strategy,
    failure,
    namesSettled: settled(tokens) && settled(metrics),
    apiError: (list.data ? null : list.error) ?? (metrics.data ? null : metrics.error),
    valueError: value.data ? null : value.error,
    refetch: () => {
      for (const read of [account, list, metrics, tokens, value]) {
        if (read.error) void read.refetch();
      }
    },
  };
}

function settled(read: { data?: unknown; error: Error | null }): boolean {
  return read.data !== undefined || read.error !== null;
}
