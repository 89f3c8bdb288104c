import type { LendingMarketState } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { useQueries } from '@tanstack/react-query';
import type Decimal from 'decimal.js';
import { useMemo } from 'react';
import { hasSyntheticDollarReserve, useExtraSupplyYields } from './extraSupplyHooks';
import { useLendingMarketList, useSlotDurationMs } from './hooks';
import { isListedReserve } from './reserveListing';
import type { ReserveView } from './reserveView';
import { useLendingServices } from './services';

/** Headline figures over every configured market. */
export interface LendingTotals {
  marketCount: number;
  totalSupplyUsd: Decimal;
  totalBorrowUsd: Decimal;
  /** The listed reserve with the highest total supply APY of its view (staking yield included). */
  bestSupply: { symbol: string; apy: Decimal } | undefined;
}

/** Sums the listed reserves' USD totals and picks the best supply APY. */
export function lendingTotals(
  marketCount: number,
  reserves: readonly ReserveView[],
): LendingTotals {
  let totalSupplyUsd: Decimal = new MathDecimal(0);
  let totalBorrowUsd: Decimal = new MathDecimal(0);
  let bestSupply: LendingTotals['bestSupply'];
  for (const reserve of reserves) {
    totalSupplyUsd = totalSupplyUsd.plus(reserve.totalSupplyUsd);
    totalBorrowUsd = totalBorrowUsd.plus(reserve.totalBorrowUsd);
    if (!bestSupply || reserve.apys.totalDepositApy.gt(bestSupply.apy)) {
      bestSupply = { symbol: reserve.symbol, apy: reserve.apys.totalDepositApy };
    }
  }
  return { marketCount, totalSupplyUsd, totalBorrowUsd, bestSupply };
}

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
 */
export function useLendingTotals(): { totals: LendingTotals | undefined; error: Error | null } {
  const list = useLendingMarketList();
  const services = useLendingServices();
  const slot = useSlotDurationMs();
  const markets = list.markets ?? [];
  const { states, error: marketError } = useQueries({
    queries: services
      ? markets.flatMap((market) => {
          const options = services.lib.marketQuery(services.chain, market.address);
          return options ? [options] : [];
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
