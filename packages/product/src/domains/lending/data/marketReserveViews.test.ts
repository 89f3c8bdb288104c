import type { LendingMarketState } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { marketReserveViews } from './marketReserveViews';
import { reserveView } from './reserveView';
import { lendingRuntime } from './runtime';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { marketFixture } from './testing/seedLending';

const market = testKey(70);
const reserves = [
  reserveFixture({
    address: testKey(71),
    market,
    symbol: 'SOL',
    decimals: 9,
    available: '100',
    borrowed: '40',
    price: '100',
  }),
  reserveFixture({
    address: testKey(72),
    market,
    symbol: 'USDC',
    decimals: 6,
    available: '10000',
    borrowed: '5000',
    price: '1',
  }),
];

function state(): LendingMarketState {
  return { market: marketFixture(market, 'Main'), reserves };
}

const inputs = (market: LendingMarketState, slotDurationMs = 400, apysPending = false) => ({
  lib: lendingRuntime,
  market,
  slotDurationMs,
  farms: undefined,
  extraSupplyYields: undefined,
  apysPending,
});

describe('marketReserveViews', () => {
  it("builds each reserve's view, as reserveView does", async () => {
    const views = await marketReserveViews(inputs(state()));
    expect(views.map((view) => view.symbol)).toEqual(['SOL', 'USDC']);
    const [, usdc] = reserves;
    if (!usdc) throw new Error('fixture');
    const direct = reserveView(usdc, { slotDurationMs: 400, nowSeconds: 0 });
    expect(views[1]?.apys.totalDepositApy.toString()).toBe(direct.apys.totalDepositApy.toString());
    expect(views[1]?.apys.totalDepositApy.isZero()).toBe(false);
    expect(views[1]?.utilization.toString()).toBe(direct.utilization.toString());
  });

  it('hands every reader of one market read the same build for the same inputs', async () => {
    const read = state();
    const building = marketReserveViews(inputs(read));
    expect(building.status).toBeUndefined();
    expect(marketReserveViews(inputs(read))).toBe(building);
    const views = await building;
    // Once built, the build carries its views: readers take them without waiting.
    const built = marketReserveViews(inputs(read));
    expect(built.status).toBe('fulfilled');
    expect(built.value).toBe(views);
    // Another read of the market, another slot duration or a settled APY: built again.
    expect(await marketReserveViews(inputs(state()))).not.toBe(views);
    expect(await marketReserveViews(inputs(read, 450))).not.toBe(views);
    expect((await marketReserveViews(inputs(read, 450, true)))[0]?.apysPending).toBe(true);
    // The first inputs' views are still kept beside the others'.
    expect(marketReserveViews(inputs(read)).value).toBe(views);
  });

  it('counts the same yield answers held in another object as the same yields', async () => {
    const read = state();
    const stakingYields = [] as const;
    const withYields = { ...inputs(read), extraSupplyYields: { stakingYields } };
    const views = await marketReserveViews(withYields);
    const again = { ...inputs(read), extraSupplyYields: { stakingYields } };
    expect(marketReserveViews(again).value).toBe(views);
  });

  it('yields to the event loop while building a long market', async () => {
    const long = {
      market: marketFixture(market, 'Main'),
      reserves: Array(400).fill(reserves).flat(),
    };
    let ticks = 0;
    const ticking = setInterval(() => {
      ticks += 1;
    }, 0);
    const views = await marketReserveViews(inputs(long, 401));
    clearInterval(ticking);
    expect(views).toHaveLength(800);
    expect(ticks).toBeGreaterThan(0);
  });
});
