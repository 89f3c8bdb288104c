import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useWalletObligations } from '../../../lending/data/walletObligations';
import { usePortfolioServices } from '../services';
import { useTokenInfos } from '../useTokenInfos';
import { type ActivityEntry, newestFirst } from './activityEntry';
import { earnActivity, lendingActivity, strategyActivity } from './productActivity';

export interface WalletActivityResult {
  /** Every source that answered, newest first; undefined until one has. */
  entries: ActivityEntry[] | undefined;
  /** True while any source is still loading. */
  loading: boolean;
  /** The first failed source ('Failed to load transactions history'); the others still show. */
  error: Error | null;
  refetch: () => void;
}

/**
 * The wallet's transactions from every product the API serves: each obligation's lending
 * transactions, the strategy shareholder transactions and the earn vault transactions.
 */
export function useWalletActivity(owner: string): WalletActivityResult {
  const services = usePortfolioServices();
  const api = services?.api;
  const obligations = useWalletObligations(owner);
  const lending = useQueries({
    queries: (obligations.positions ?? []).map(({ market, obligation }) =>
      whenReady(
        api?.lending.obligationTransactions(market.address, obligation.address.toBase58()),
        `portfolio:obligationTransactions:${obligation.address.toBase58()}`,
      ),
    ),
  });
  const strategies = useQuery(
    whenReady(api?.strategies.shareholderTransactions(owner), `portfolio:strategyTx:${owner}`),
  );
  const earn = useQuery(whenReady(api?.earn.userTransactions(owner), `portfolio:earnTx:${owner}`));
  const mints = useMemo(
    () => [
      ...(strategies.data ?? []).flatMap((t) => [t.tokenAMint ?? [], t.tokenBMint ?? []].flat()),
      ...(earn.data ?? []).map((t) => t.tokenMint),
    ],
    [strategies.data, earn.data],
  );
  const tokens = useTokenInfos(mints);

  // A new array each render: the memo follows when each read's data last changed instead.
  const lendingVersion = lending.map((read) => read.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `lending` is followed by lendingVersion
  const entries = useMemo(() => {
    const lists: ActivityEntry[][] = [];
    (obligations.positions ?? []).forEach(({ obligation }, i) => {
      const data = lending[i]?.data;
      if (data) {
        lists.push(
          lendingActivity({ address: obligation.address.toBase58(), tag: obligation.tag }, data),
        );
      }
    });
    if (strategies.data) lists.push(strategyActivity(strategies.data, tokens));
    if (earn.data) lists.push(earnActivity(earn.data, tokens));
    return lists.length > 0 ? newestFirst(lists) : undefined;
  }, [obligations.positions, lendingVersion, strategies.data, earn.data, tokens]);

  const reads = [...lending, strategies, earn];
  const error = obligations.error ?? reads.find((read) => read.error)?.error ?? null;
  return {
    entries,
    loading: obligations.isLoading || reads.some((read) => read.isPending && !read.error),
    error,
    refetch: () => {
      if (obligations.error) obligations.refetch();
      for (const read of reads) if (read.error) void read.refetch();
    },
  };
}
