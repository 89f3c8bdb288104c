import { type FarmState, type LendingMarketState, mapInSlices } from '@keel/chain-readers';
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

/**
 * A set of views being built. Once settled, `status` says how (as React marks a promise it
 * read): 'fulfilled' with the views in `value`, or 'rejected' with the error in `reason`.
 */
export type ViewsBuild = Promise<readonly ReserveView[]> & {
  status?: 'fulfilled' | 'rejected';
  value?: readonly ReserveView[];
  reason?: unknown;
};

interface CachedViews extends Omit<MarketViewInputs, 'market'> {
  build: ViewsBuild;
}

/**
 * The last views built per decoded market, a few sets of inputs each. A page holds several hooks
 * over one market (the list, the action context, the obligation…), some a render behind the
 * others; each got the same inputs and rebuilt every view.
 */
const cache = new WeakMap<LendingMarketState, CachedViews[]>();
const BUILDS_KEPT_PER_MARKET = 4;

/** Each hook holds its own yields object: the same answers count as the same yields. */
function sameYields(a: ExtraSupplyYields | undefined, b: ExtraSupplyYields | undefined): boolean {
  return (
    a === b ||
    (a?.stakingYields === b?.stakingYields && a?.syntheticDollarYield === b?.syntheticDollarYield)
  );
}

function sameInputs(cached: CachedViews, inputs: MarketViewInputs): boolean {
  return (
    cached.lib === inputs.lib &&
    cached.slotDurationMs === inputs.slotDurationMs &&
    cached.farms === inputs.farms &&
    sameYields(cached.extraSupplyYields, inputs.extraSupplyYields) &&
    cached.apysPending === inputs.apysPending
  );
}

function cachedBuild(inputs: MarketViewInputs): CachedViews | undefined {
  return cache.get(inputs.market)?.find((cached) => sameInputs(cached, inputs));
}

/** Builds one reserve's view with what the inputs know of its farms and yields. */
function viewBuilder({
  lib,
  market,
  slotDurationMs,
  farms,
  extraSupplyYields,
  apysPending,
}: MarketViewInputs): (reserve: LendingMarketState['reserves'][number]) => ReserveView {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const farmsByAddress = farms ? lib.farmsByAddress(market, farms) : new Map();
  const prices = new Map(
    market.reserves.map((r) => [r.liquidity.mintPubkey.toBase58(), r.liquidity.marketPrice]),
  );
  const input = { slotDurationMs, nowSeconds, extraSupplyYields, apysPending };
  return (reserve) => {
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
  };
}

function remember(inputs: MarketViewInputs, build: ViewsBuild): void {
  const { lib, slotDurationMs, farms, extraSupplyYields, apysPending } = inputs;
  const others = (cache.get(inputs.market) ?? []).filter((cached) => !sameInputs(cached, inputs));
  const entry = { lib, slotDurationMs, farms, extraSupplyYields, apysPending, build };
  cache.set(inputs.market, [entry, ...others].slice(0, BUILDS_KEPT_PER_MARKET));
}

/**
 * The build of every reserve's view of a decoded market for these inputs, shared by every reader
 * of the market (the list, the action context, the obligation…). It yields to the event loop
 * every few milliseconds: a market's twenty-odd views are a long task on a phone (cold Decimal
 * code and a compounding power per rate).
 */
export function marketReserveViews(inputs: MarketViewInputs): ViewsBuild {
  const cached = cachedBuild(inputs);
  if (cached) return cached.build;
  const build: ViewsBuild = mapInSlices(inputs.market.reserves, viewBuilder(inputs)).then(
    (views) => {
      // Marked as React marks a settled promise: readers take the views without waiting.
      Object.assign(build, { status: 'fulfilled', value: views });
      return views;
    },
    (reason: unknown) => {
      Object.assign(build, { status: 'rejected', reason });
      throw reason;
    },
  );
  remember(inputs, build);
  return build;
}
