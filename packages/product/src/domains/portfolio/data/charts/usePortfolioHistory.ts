import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useFlags } from '../../../../flags/FlagsContext';
import { useWalletObligations } from '../../../lending/data/walletObligations';
import { usePortfolioServices } from '../services';
import {
  earnSeries,
  obligationNetValues,
  type PortfolioChartKind,
  type SourceSeries,
  strategySeries,
} from './portfolioSeries';

export interface PortfolioHistoryResult {
  /** One series per source (obligation, strategy, earn); undefined until every source answered. */
  sources: SourceSeries[] | undefined;
  error: Error | null;
  refetch: () => void;
}

/**
 * The histories the portfolio charts sum, over a window: for the net value each obligation's net
 * account value, each strategy position's value and the earn holdings; for the PnL each strategy's
 * all-history PnL and the earn interest (the API has no PnL history of an obligation). The
 * strategies are every one the wallet ever held, from its shareholder transactions.
 */
export function usePortfolioHistory(
  owner: string,
  window: { start: number; end: number },
  kind: PortfolioChartKind,
): PortfolioHistoryResult {
  const api = usePortfolioServices()?.api;
  const obligations = useWalletObligations(kind === 'netValue' ? owner : undefined);
  const lending = useQueries({
    queries: (kind === 'netValue' ? (obligations.positions ?? []) : []).map(
      ({ market, obligation }) =>
        whenReady(
          api?.lending.obligationMetricsHistory(
            market.address,
            obligation.address.toBase58(),
            window,
          ),
          `portfolio:obligationHistory:${obligation.address.toBase58()}`,
        ),
    ),
  });
  const transactions = useQuery(
    whenReady(api?.strategies.shareholderTransactions(owner), `portfolio:strategyTx:${owner}`),
  );
  const strategies = useMemo(
    () => [...new Set((transactions.data ?? []).map((t) => t.strategy))].sort(),
    [transactions.data],
  );
  const pnl = useQueries({
    queries: strategies.map((strategy) =>
      whenReady(
        api?.strategies.userPnlHistory(strategy, owner, window),
        `portfolio:strategyHistory:${strategy}`,
      ),
    ),
  });
  // Earn counts only where its positions are shown (the earn flag), as in the total.
  const earnShown = useFlags().earn;
  const earn = useQuery(
    whenReady(
      earnShown ? api?.earn.userMetricsHistory(owner, window) : undefined,
      `portfolio:earnHistory:${owner}`,
    ),
  );

  const reads = [...lending, transactions, ...pnl, ...(earnShown ? [earn] : [])];
  const version = reads.map((read) => read.dataUpdatedAt).join(',');
  const ready =
    (kind === 'pnl' || obligations.positions !== undefined) &&
    reads.every((read) => read.data !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reads are followed by `version`
  const sources = useMemo(() => {
    if (!ready) return undefined;
    const series: SourceSeries[] = [];
    for (const read of lending) if (read.data) series.push(obligationNetValues(read.data));
    for (const read of pnl) if (read.data) series.push(strategySeries(read.data, kind));
    if (earnShown && earn.data) series.push(earnSeries(earn.data, kind));
    return series;
  }, [ready, version, kind, earnShown]);

  const error =
    (kind === 'netValue' ? obligations.error : null) ??
    reads.find((read) => read.error)?.error ??
    null;
  return {
    sources,
    error,
    refetch: () => {
      if (obligations.error) obligations.refetch();
      for (const read of reads) if (read.error) void read.refetch();
    },
  };
}
