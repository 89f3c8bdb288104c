import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { liquidationOrder } from './liquidationOrder';
import { obligationView } from './obligationView';
import { reserveView } from './reserveView';
import { obligationFixture } from './testing/obligationFixture';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { marketFixture } from './testing/seedLending';

const market = testKey(60);
const sol = reserveFixture({
  address: testKey(61),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '1000',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(62),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '100000',
  borrowed: '5000',
  price: '1',
});
const state: LendingMarketState = { market: marketFixture(market, 'Main'), reserves: [sol, usdc] };
const views = state.reserves.map((r) => reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }));

/** 10 SOL ($1000) of collateral against `usd` dollars of USDC debt. */
function position(n: number, usd: number | undefined) {
  const obligation = obligationFixture({
    address: testKey(n),
    market,
    deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
    borrows: usd === undefined ? [] : [{ reserve: usdc.address, lamports: `${usd * 1_000_000}` }],
  });
  return obligationView(obligation, state, views);
}

describe('liquidationOrder', () => {
  it('puts the obligation closest to its liquidation LTV first', () => {
    const safe = position(70, 100);
    const near = position(71, 750);
    const middle = position(72, 500);
    const ordered = liquidationOrder([safe, near, middle]);
    expect(ordered.map((o) => o.address)).toEqual([near, middle, safe].map((o) => o.address));
    // The order follows core-math's liquidation delta, smallest first.
    const deltas = ordered.map((o) => o.stats.liquidationDelta.toNumber());
    expect(deltas).toEqual([...deltas].sort((a, b) => a - b));
  });

  it('puts a liquidatable obligation (delta 0) before one that is only near', () => {
    const under = position(73, 900);
    const over = position(74, 850);
    const near = position(75, 790);
    expect(under.stats.isLiquidatable).toBe(true);
    expect(liquidationOrder([near, over, under]).map((o) => o.address)).toEqual(
      [under, over, near].map((o) => o.address),
    );
  });

  it('leaves out obligations without debt', () => {
    const idle = position(76, undefined);
    const borrowing = position(77, 100);
    expect(liquidationOrder([idle, borrowing]).map((o) => o.address)).toEqual([borrowing.address]);
    expect(liquidationOrder([idle])).toEqual([]);
  });
});
