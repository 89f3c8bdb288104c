import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../../lending/data/reserveView';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { vaultPreview } from '../../data/vault/vaultPreview';
import { loopCostRows, whatIfRows, whatIfSubject } from './vaultRows';

const symbols = { collateral: 'JitoSOL', debt: 'SOL' };
const preview = { flashLoanFee: new MathDecimal('0.0012') };

describe('loopCostRows', () => {
  it('shows the slippage setting as a percent with two decimals', () => {
    const slippage = (pct: string) =>
      loopCostRows(preview, symbols, pct).find((row) => row.label === 'Slippage')?.after;
    expect(slippage('0.5')).toBe('0.50%');
    expect(slippage('1')).toBe('1.00%');
  });

  it('shows the flash loan fee in collateral tokens', () => {
    expect(loopCostRows(preview, symbols, '0.5')[0]).toEqual({
      label: 'Flash loan fee',
      after: '0.0012 JitoSOL',
    });
  });
});

describe('whatIfRows', () => {
  const market = testKey(80);
  const clock = { slotDurationMs: 400, nowSeconds: 0 };
  const view = (n: number, symbol: string, price: string) =>
    reserveView(
      reserveFixture({
        address: testKey(n),
        market,
        symbol,
        decimals: 6,
        available: '100000',
        borrowed: '100',
        price,
      }),
      clock,
    );
  const usdc = { ...view(81, 'USDC', '1'), flashLoanFee: undefined };
  const sol = { ...view(82, 'SOL', '100'), flashLoanFee: undefined };
  const terms = {
    elevationGroup: 0,
    maxLtv: new MathDecimal('0.75'),
    liquidationLtv: new MathDecimal('0.8'),
    debtBorrowFactorPct: new MathDecimal(100),
  };
  /** A short of SOL: 1,000 USDC at 2x, 2,000 USDC against 10 SOL, liquidated at SOL $160. */
  const short = (shiftPct: number) =>
    vaultPreview({
      collateral: usdc,
      debt: sol,
      terms,
      correlated: false,
      traded: 'debt',
      amount: new MathDecimal(1000),
      depositToken: 'collateral',
      leverage: new MathDecimal(2),
      slippagePct: new MathDecimal(0),
      priceShift: new MathDecimal(shiftPct).div(100),
    });
  const symbols = { collateral: 'USDC', debt: 'SOL' };
  const values = (shiftPct: number) =>
    Object.fromEntries(whatIfRows(short(shiftPct), symbols).map((row) => [row.label, row.after]));

  it("names a short's traded asset, SOL, and moves its price", () => {
    expect(whatIfSubject(short(0).whatIf, symbols)).toBe('SOL');
    expect(values(20)).toEqual({
      'SOL price': '$120.00',
      'LTV at that price': '60.00%',
      'SOL liquidation price': '$160.00 (+33.3%)',
      'PnL at that price': '-$200.00',
    });
  });

  it('says when the move reaches the liquidation price', () => {
    expect(values(60)['SOL liquidation price']).toBe('Reached at $160.00');
  });
});
