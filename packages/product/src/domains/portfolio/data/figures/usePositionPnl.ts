import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { usePortfolioServices } from '../services';

/**
 * An obligation's USD profit and loss on its current position (D§7): undefined while it loads,
 * null when the API could not give it (the row then shows '-').
 */
export function useObligationPnl(market: string, obligation: string): string | null | undefined {
  const services = usePortfolioServices();
  const query = useQuery(
    whenReady(
      services?.api.lending.obligationPnl(market, obligation),
      `portfolio:pnl:${obligation}`,
    ),
  );
  if (query.error) return null;
  return query.data ? query.data.usd.toString() : undefined;
}

/**
 * The wallet's USD profit and loss per strategy (D§7; a failed read is the spec'd zero with its
 * 'Loading error' toast, raised by the client): undefined until every one has loaded.
 */
export function useStrategyPnls(
  strategies: readonly string[],
  owner: string,
): ReadonlyMap<string, string> | undefined {
  const services = usePortfolioServices();
  const queries = useQueries({
    queries: strategies.map((strategy) =>
      whenReady(
        services?.api.strategies.userPnl(strategy, owner),
        `portfolio:strategy-pnl:${strategy}`,
      ),
    ),
  });
  const values = queries.map((q) => q.data?.totalPnl.usd.toString());
  const key = values.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values`.
  return useMemo(() => {
    if (values.some((v) => v === undefined)) return undefined;
    return new Map(strategies.map((strategy, i) => [strategy, values[i] ?? '0']));
  }, [key, strategies]);
}

/**
 * Each live strategy's APY as the product states it (the `{product}Apy` total, D§3): undefined
 * while loading, an empty map when the metrics failed (the rows then show '-').
 */
export function useStrategyApys(): ReadonlyMap<string, string> | undefined {
  const services = usePortfolioServices();
  const query = useQuery(whenReady(services?.api.strategies.metrics(), 'portfolio:metrics'));
  return useMemo(() => {
    if (query.error) return new Map();
    if (!query.data) return undefined;
    return new Map(query.data.map((m) => [m.strategy, m.productApy.totalApy.toString()]));
  }, [query.data, query.error]);
}
