import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { describe, expect, it } from 'vitest';
import { ObligationReserveMissingError, obligationView } from './obligationView';
import { reserveView } from './reserveView';
import { obligationFixture } from './testing/obligationFixture';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { marketFixture } from './testing/seedLending';

const market = testKey(40);
// No cTokens minted: 1 cToken = 1 liquidity unit, so deposits read back exactly.
const sol = reserveFixture({
  address: testKey(41),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '100',
  borrowed: '0',
  price: '100',
  loanToValuePct: 70,
  liquidationThresholdPct: 80,
});
const usdc = reserveFixture({
  address: testKey(42),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '10000',
  borrowed: '5000',
  price: '1',
});
const state: LendingMarketState = { market: marketFixture(market, 'Main'), reserves: [sol, usdc] };
const views = state.reserves.map((r) => reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }));

describe('obligationView', () => {
  it('values deposits and borrows and takes LTV, risk and liquidation price from core-math', () => {
    const obligation = obligationFixture({
      address: testKey(43),
      market,
      deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
      borrows: [{ reserve: toPublicKey(usdc.address), lamports: '600000000' }],
    });
    const view = obligationView(obligation, state, views);
    expect(view.deposits[0]?.value.toFixed()).toBe('1000');
    expect(view.borrows[0]?.value.toFixed()).toBe('600');
    expect(view.stats.loanToValue.toFixed()).toBe('0.6');
    expect(view.stats.netAccountValue.toFixed()).toBe('400');
    expect(view.risk).toBe('green');
    // Liquidatable when 10 SOL × p × 0.8 = 600 → p = 75.
    expect(view.deposits[0]?.liquidationPrice?.toFixed()).toBe('75');
    expect(view.netApy).toBeDefined();
    // SOL earns nothing (none borrowed) while USDC debt compounds: 800 = 600 × (1 + b)^t.
    const borrowApy = view.borrows[0]?.apy.toNumber() ?? 0;
    expect(borrowApy).toBeGreaterThan(0);
    const years = Math.log(800 / 600) / Math.log(1 + borrowApy);
    expect(view.liquidationHorizonDays?.toNumber()).toBeCloseTo(years * 365, 4);
  });

  it('turns orange past the max LTV and red at the liquidation LTV', () => {
    const at = (usd: string) =>
      obligationView(
        obligationFixture({
          address: testKey(44),
          market,
          deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
          borrows: [{ reserve: toPublicKey(usdc.address), lamports: `${usd}000000` }],
        }),
        state,
        views,
      ).risk;
    expect(at('750')).toBe('orange');
    expect(at('800')).toBe('red');
  });

  it('has no net APY without deposits', () => {
    const view = obligationView(
      obligationFixture({ address: testKey(45), market, deposits: [], borrows: [] }),
      state,
      views,
    );
    expect(view.netApy).toBeUndefined();
    expect(view.stats.userTotalDeposit.toFixed()).toBe('0');
  });

  it('refuses a position in a reserve the market does not have', () => {
    const obligation = obligationFixture({
      address: testKey(46),
      market,
      deposits: [{ reserve: testKey(99), cTokens: 1n }],
      borrows: [],
    });
    expect(() => obligationView(obligation, state, views)).toThrow(ObligationReserveMissingError);
  });
});
