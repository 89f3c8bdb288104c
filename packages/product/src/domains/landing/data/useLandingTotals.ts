import type { LendingMarketState } from '@keel/chain-readers';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  hasSyntheticDollarReserve,
  useExtraSupplyYields,
} from '../../lending/data/extraSupplyHooks';
import { useLendingMarketList, useSlotDurationMs } from '../../lending/data/hooks';
import { isListedReserve } from '../../lending/data/reserveListing';
import { useLendingServices } from '../../lending/data/services';
import { type LendingTotals, lendingTotals } from '../../lending/data/totals';
import { createKeyBatcher } from './keyBatcher';

/** Module-level so React Query keeps the combined result stable between renders. */
function combineMarketStates(
  results: readonly { data?: LendingMarketState | undefined; error: Error | null }[],
) {
  return {
    states: results.map((result) => result.data),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/**
 * The landing page's figures from the same data as the markets list: every configured market
 * read from the chain (Active reserves), valued by core-math. Undefined until all have loaded.
 * Each market is cached under the markets list's own key, but the markets not yet cached are
 * read together: one getMultipleAccounts for the markets, one getProgramAccounts for the
 * program's reserves, instead of two requests per market.
 */
export function useLandingTotals(): { totals: LendingTotals | undefined; error: Error | null } {
  const list = useLendingMarketList();
  const services = useLendingServices();
  const slot = useSlotDurationMs();
  const markets = list.markets ?? [];
  const readMarket = useMemo(
    () =>
      services &&
      createKeyBatcher<LendingMarketState>(
        async (keys) =>
          (await import('./readMarketsTogether')).readMarketsTogether(services.chain.rpc, keys),
        (key) => new Error(`Lending market ${key} was not read`),
      ),
    [services],
  );
  const { states, error: marketError } = useQueries({
    queries:
      services && readMarket
        ? markets.flatMap((market) => {
            const options = services.lib.marketQuery(services.chain, market.address);
            return options ? [{ ...options, queryFn: () => readMarket(market.address) }] : [];
          })
        : [],
    combine: combineMarketStates,
  });
  const allLoaded = services !== undefined && list.markets !== undefined && states.every(Boolean);
  // The same staking yields as the markets list, so the best supply APY matches its tables.
  const { yields: extraSupplyYields, settled } = useExtraSupplyYields(
    states.some((state) => hasSyntheticDollarReserve(state?.reserves)),
  );
  const totals = useMemo(() => {
    // The best supply APY would change once staking yields answer: wait for them.
    if (!allLoaded || !services || slot.data === undefined || !settled) return undefined;
    const { reserveView } = services.lib;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const views = states.flatMap((state) =>
      (state?.reserves ?? [])
        .filter((reserve) => isListedReserve(reserve.config.status, false))
        .map((reserve) =>
          reserveView(reserve, { slotDurationMs: slot.data, nowSeconds, extraSupplyYields }),
        ),
    );
    return lendingTotals(markets.length, views);
  }, [allLoaded, services, slot.data, markets.length, states, extraSupplyYields, settled]);
  const error = list.error ?? marketError;
  return { totals, error };
}
