import type { FarmState, LendingMarketState } from '@keel/chain-readers';
import type { ExtraSupplyYields } from './extraSupplyApy';
import type { ReserveView } from './reserveView';
import type { LendingRuntime } from './runtime';

export interface MarketViewInputs {
  lib: LendingRuntime;
  market: LendingMarketState;
  slotDurationMs: number;
  /** The market's decoded farms, once loaded. */
  farms: readonly (FarmState | null)[] | undefined;
  extraSupplyYields: ExtraSupplyYields | undefined;
  apysPending: boolean;
}

interface CachedViews extends Omit<MarketViewInputs, 'market'> {
  views: readonly ReserveView[];
}

/**
 * The last views built per decoded market. A page holds several hooks over one market (the
 * list, the action context, the obligation…); each got the same inputs and rebuilt every view.
 */
const cache = new WeakMap<LendingMarketState, CachedViews>();

function sameInputs(cached: CachedViews, inputs: MarketViewInputs): boolean {
  return (
    cached.lib === inputs.lib &&
    cached.slotDurationMs === inputs.slotDurationMs &&
    cached.farms === inputs.farms &&
    cached.extraSupplyYields === inputs.extraSupplyYields &&
    cached.apysPending === inputs.apysPending
  );
}

function buildViews({
  lib,
  market,
  slotDurationMs,
  farms,
  extraSupplyYields,
  apysPending,
}: MarketViewInputs): ReserveView[] {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const farmsByAddress = farms ? lib.farmsByAddress(market, farms) : new Map();
  const prices = new Map(
    market.reserves.map((r) => [r.liquidity.mintPubkey.toBase58(), r.liquidity.marketPrice]),
  );
  const input = { slotDurationMs, nowSeconds, extraSupplyYields, apysPending };
  return market.reserves.map((reserve) => {
    const base = lib.reserveView(reserve, input);
    if (farmsByAddress.size === 0) return base;
    const apys = lib.reserveFarmApys(
      reserve,
      { supplyUsd: base.totalSupplyUsd, borrowUsd: base.totalBorrowUsd },
      farmsByAddress,
      (mint) => prices.get(mint),
      nowSeconds,
    );
    return lib.reserveView(reserve, { ...input, ...apys });
  });
}

/** Every reserve's view of a decoded market, built once per set of inputs for all its readers. */
export function marketReserveViews(inputs: MarketViewInputs): readonly ReserveView[] {
  const cached = cache.get(inputs.market);
  if (cached && sameInputs(cached, inputs)) return cached.views;
  const { lib, slotDurationMs, farms, extraSupplyYields, apysPending } = inputs;
  const views = buildViews(inputs);
  cache.set(inputs.market, { lib, slotDurationMs, farms, extraSupplyYields, apysPending, views });
  return views;
}
