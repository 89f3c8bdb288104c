import { MathDecimal } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { usePortfolioServices } from '../services';
import { liquidityHoldings, type StrategyHolding } from './liquidityHoldings';

export interface ShareHoldingsResult {
  /** Undefined until the list, the wallet's token accounts, farm states and farms are read. */
  holdings: StrategyHolding[] | undefined;
  /** 'Failed to load strategies': the API's strategy list failed. */
  strategiesError: Error | null;
  /** 'Failed to load user positions': a read of the wallet's accounts failed. */
  error: Error | null;
  refetch: () => void;
}

/**
 * The strategies whose share tokens the wallet holds (token accounts) or stakes (farm user states
 * of farms staking the share mint), from the API's strategy list.
 */
export function useShareHoldings(owner: string): ShareHoldingsResult {
  const services = usePortfolioServices();
  const lib = services?.lib;
  const chain = services?.chain;
  const list = useQuery(whenReady(services?.api.strategies.list(), 'portfolio:strategies'));
  const accounts = useQuery(
    whenReady(chain && lib?.tokenAccountsQuery(chain, owner), `portfolio:tokens:${owner}`),
  );
  const userStates = useQuery(
    whenReady(chain && lib?.userFarmStatesQuery(chain, owner), `portfolio:farmStates:${owner}`),
  );
  const farmsOptions = chain && lib?.farmsQuery(chain, userStates.data);
  const needsFarms = farmsOptions !== undefined;
  const farms = useQuery(whenReady(farmsOptions, `portfolio:farms:${owner}`));

  const holdings = useMemo(() => {
    if (!lib || !list.data || !accounts.data || !userStates.data) return undefined;
    if (needsFarms && !farms.data) return undefined;
    const stakes = farms.data ? lib.farmShareBalances(userStates.data, farms.data) : [];
    const wallet = accounts.data.map((a) => ({
      mint: a.mint.toBase58(),
      raw: new MathDecimal(a.amount.toString()),
    }));
    return liquidityHoldings(list.data, wallet, stakes);
  }, [lib, list.data, accounts.data, userStates.data, needsFarms, farms.data]);

  const reads = [accounts, userStates, farms];
  return {
    holdings,
    strategiesError: list.error,
    error: reads.find((read) => read.error)?.error ?? null,
    refetch: () => {
      for (const read of [list, ...reads]) if (read.error) void read.refetch();
    },
  };
}
