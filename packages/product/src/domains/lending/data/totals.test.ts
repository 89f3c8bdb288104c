import { describe, expect, it } from 'vitest';
import { reserveView } from './reserveView';
import { reserveFixture, testKey } from './testing/reserveFixture';
import { lendingTotals } from './totals';

const view = (n: number, symbol: string, available: string, borrowed: string, price: string) =>
  reserveView(
    reserveFixture({
      address: testKey(60 + n),
      market: testKey(59),
      symbol,
      decimals: 6,
      available,
      borrowed,
      price,
    }),
    { slotDurationMs: 400, nowSeconds: 0 },
  );

describe('lendingTotals', () => {
  it('sums supplied and borrowed USD and picks the best supply APY', () => {
    const busy = view(1, 'BUSY', '100', '900', '2');
    const quiet = view(2, 'QUIET', '900', '100', '1');
    const totals = lendingTotals(3, [quiet, busy]);
    expect(totals.marketCount).toBe(3);
    expect(totals.totalSupplyUsd.toFixed()).toBe('3000');
    expect(totals.totalBorrowUsd.toFixed()).toBe('1900');
    expect(totals.bestSupply?.symbol).toBe('BUSY');
    expect(totals.bestSupply?.apy.eq(busy.apys.totalDepositApy)).toBe(true);
  });

  it('has no best supply without reserves', () => {
    const totals = lendingTotals(0, []);
    expect(totals.bestSupply).toBeUndefined();
    expect(totals.totalSupplyUsd.isZero()).toBe(true);
  });
});
