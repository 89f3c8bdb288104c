import type { Decimal } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { type FarmReward, farmRewards } from '../../data/farmRewards';
import { useLendingMarketState } from '../../data/hooks';
import type { ReserveView } from '../../data/reserveView';
import { useLendingServices } from '../../data/services';

/** A reward a reserve's farm pays, named where the market or the token list knows its token. */
export interface NamedReward extends FarmReward {
  symbol: string | undefined;
}

/** One side's farm: none, still loading, or its rewards. */
export type FarmRewardsState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'unknown'; farm: string }
  | { kind: 'rewards'; farm: string; rewards: NamedReward[] };

/**
 * What the reserve's supply and borrow farms pay: the market's farms (the read the reserve's APYs
 * already made), each reward's token named by the market's reserves or the API's token list, and
 * its APY priced by the market as the reserve's reward APY is.
 */
export function useReserveRewards(
  market: string,
  reserve: ReserveView,
): { supply: FarmRewardsState; borrow: FarmRewardsState } {
  const services = useLendingServices();
  const state = useLendingMarketState(market);
  const farms = useQuery(
    whenReady(services?.lib.farmsQuery(services.chain, state.data), `farms:${market}`),
  );
  // Per side: the farm's rewards, null when its account is missing, undefined until read.
  const paid = useMemo(() => {
    if (!services || !state.data || !farms.data) return undefined;
    const market = state.data;
    const farmOf = services.lib.farmsByAddress(market, farms.data);
    const prices = new Map(
      market.reserves.map((r) => [r.liquidity.mintPubkey.toBase58(), r.liquidity.marketPrice]),
    );
    const nowSeconds = Math.floor(Date.now() / 1000);
    const rewardsOf = (address: string | undefined, baseValueUsd: Decimal) => {
      const farm = address ? farmOf.get(address) : undefined;
      return farm ? farmRewards(farm, baseValueUsd, (mint) => prices.get(mint), nowSeconds) : null;
    };
    return {
      supply: rewardsOf(reserve.farmCollateral, reserve.totalSupplyUsd),
      borrow: rewardsOf(reserve.farmDebt, reserve.totalBorrowUsd),
    };
  }, [services, state.data, farms.data, reserve]);
  const mints = useMemo(
    () => [...(paid?.supply ?? []), ...(paid?.borrow ?? [])].map((reward) => reward.mint),
    [paid],
  );
  const symbols = useTokenSymbols(mints, state.data);
  const side = (
    farm: string | undefined,
    rewards: FarmReward[] | null | undefined,
  ): FarmRewardsState => {
    if (!farm) return { kind: 'none' };
    if (rewards === undefined) return farms.error ? { kind: 'unknown', farm } : { kind: 'loading' };
    if (rewards === null) return { kind: 'unknown', farm };
    return {
      kind: 'rewards',
      farm,
      rewards: rewards.map((reward) => ({ ...reward, symbol: symbols.get(reward.mint) })),
    };
  };
  return {
    supply: side(reserve.farmCollateral, paid?.supply),
    borrow: side(reserve.farmDebt, paid?.borrow),
  };
}

/** Symbols by mint: the market's own reserves first, then the API's token list. */
function useTokenSymbols(
  mints: readonly string[],
  market: ReturnType<typeof useLendingMarketState>['data'],
): ReadonlyMap<string, string> {
  const api = useLendingServices()?.api;
  const fromMarket = useMemo(
    () =>
      new Map(
        (market?.reserves ?? []).map((r) => [
          r.liquidity.mintPubkey.toBase58(),
          r.config.tokenInfo.name,
        ]),
      ),
    [market],
  );
  const missing = useMemo(
    () => [...new Set(mints)].filter((mint) => !fromMarket.has(mint)),
    [mints, fromMarket],
  );
  const batch = useQuery(
    whenReady(missing.length > 0 ? api?.tokens.batch(missing) : undefined, 'reserve:tokens'),
  );
  return useMemo(() => {
    const symbols = new Map(fromMarket);
    for (const token of batch.data ?? []) symbols.set(token.address, token.symbol);
    return symbols;
  }, [fromMarket, batch.data]);
}
