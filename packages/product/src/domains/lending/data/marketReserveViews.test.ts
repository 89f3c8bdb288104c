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
  it("builds each reserve's view, as reserveView does", () => {
    const views = marketReserveViews(inputs(state()));
    expect(views.map((view) => view.symbol)).toEqual(['SOL', 'USDC']);
    const [, usdc] = reserves;
    if (!usdc) throw new Error('fixture');
    const direct = reserveView(usdc, { slotDurationMs: 400, nowSeconds: 0 });
    expect(views[1]?.apys.totalDepositApy.toString()).toBe(direct.apys.totalDepositApy.toString());
    expect(views[1]?.apys.totalDepositApy.isZero()).toBe(false);
    expect(views[1]?.utilization.toString()).toBe(direct.utilization.toString());
  });

  it('hands every reader of one market read the same views for the same inputs', () => {
    const read = state();
    const first = marketReserveViews(inputs(read));
    expect(marketReserveViews(inputs(read))).toBe(first);
    // Another read of the market, another slot duration or a settled APY: built again.
    expect(marketReserveViews(inputs(state()))).not.toBe(first);
    expect(marketReserveViews(inputs(read, 450))).not.toBe(first);
    expect(marketReserveViews(inputs(read, 450, true))[0]?.apysPending).toBe(true);
  });
});
