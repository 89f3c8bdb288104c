import type { Decimal } from '@keel/core-math';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyPnls } from '../../../portfolio/data/figures/usePositionPnl';
import { useLiquidityPositions } from '../../../portfolio/data/liquidity/useLiquidityPositions';
import { usePortfolioServices } from '../../../portfolio/data/services';
import { useTokenInfos } from '../../../portfolio/data/useTokenInfos';
import { useLiquidityFailureToasts } from '../../../portfolio/screens/portfolioToasts';
import { earnedTotalUsd } from '../../data/strategy/useStrategyPosition';
import { portfolioV1Rows, portfolioV1Totals } from './portfolioV1Rows';

/**
 * The wallet's fees and rewards per strategy (the strategy page's read, D§7; a failed read is the
 * spec'd zero with its 'Loading error' toast, raised by the client).
 */
function useStrategyEarnings(
  strategies: readonly string[],
  owner: string,
): ReadonlyMap<string, Decimal | undefined> {
  const services = usePortfolioServices();
  const queries = useQueries({
    queries: strategies.map((strategy) =>
      whenReady(
        services?.api.strategies.userFeesAndRewards(strategy, owner),
        `portfolio:strategy-earned:${strategy}`,
      ),
    ),
  });
  const totals = queries.map((q) => (q.data ? earnedTotalUsd(q.data) : undefined));
  const key = totals.map((t) => t?.toString() ?? '').join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `totals`.
  return useMemo(() => new Map(strategies.map((s, i) => [s, totals[i]])), [key, strategies]);
}

/**
 * The previous portfolio's data: the portfolio's liquidity positions (same reads, same toasts),
 * the PnL per strategy the portfolio shows and the fees and rewards the strategy page shows.
 */
export function usePortfolioV1(owner: string) {
  const result = useLiquidityPositions(owner);
  useLiquidityFailureToasts(owner, result);
  const { positions, netValue } = result;
  const strategies = useMemo(() => (positions ?? []).map((p) => p.strategy), [positions]);
  const pnls = useStrategyPnls(strategies, owner);
  const earned = useStrategyEarnings(strategies, owner);
  const mints = useMemo(
    () => (positions ?? []).flatMap((p) => [p.shareMint, p.tokenAMint, p.tokenBMint]),
    [positions],
  );
  const tokens = useTokenInfos(mints);
  const table = useMemo(() => {
    if (!positions) return undefined;
    const rows = portfolioV1Rows(positions, pnls, earned, tokens);
    return { rows, totals: portfolioV1Totals(positions, rows, pnls, netValue) };
  }, [positions, pnls, earned, tokens, netValue]);
  return {
    table,
    error: result.error ?? result.strategiesError,
    refetch: result.refetch,
  };
}
