import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { reserveView } from '../../../lending/data/reserveView';
import { reserveFixture, testKey } from '../../../lending/data/testing/reserveFixture';
import { NO_POSITION, positionSnapshot, tradedToken } from './positionSnapshot';
import type { VaultTerms } from './vaultTerms';

const market = testKey(80);
const input = { slotDurationMs: 400, nowSeconds: 0 };
const usdc = reserveView(
  reserveFixture({
    address: testKey(81),
    market,
    symbol: 'USDC',
    decimals: 6,
    available: '100000',
    borrowed: '5000',
    price: '1',
  }),
  input,
);
const sol = reserveView(
  reserveFixture({
    address: testKey(82),
    market,
    symbol: 'SOL',
    decimals: 9,
    available: '1000',
    borrowed: '100',
    price: '150',
  }),
  input,
);
const terms: VaultTerms = {
  elevationGroup: 0,
  maxLtv: new MathDecimal('0.8'),
  liquidationLtv: new MathDecimal('0.85'),
  debtBorrowFactorPct: new MathDecimal(100),
};
/** Short SOL: 15,000 USDC against 50 SOL ($7,500). */
const short = { collateral: usdc, debt: sol, terms, correlated: false, traded: 'debt' as const };
const held = { deposited: new MathDecimal(15_000), borrowed: new MathDecimal(50) };

describe('positionSnapshot', () => {
  it('values a short and prices its liquidation in the traded SOL, which liquidates on a rise', () => {
    const snapshot = positionSnapshot(short, held);
    expect(snapshot.positionSize.toFixed()).toBe('15000');
    expect(snapshot.netValue.toFixed()).toBe('7500');
    expect(snapshot.leverage?.toFixed()).toBe('2');
    expect(snapshot.ltv.toFixed()).toBe('0.5');
    expect(snapshot.risk).toBe('green');
    expect(snapshot.liquidation).toMatchObject({ unit: 'usd', asset: 'debt' });
    expect(snapshot.liquidation.today.toFixed()).toBe('150');
    // 15,000 × 0.85 / 50 = $255, 70 % above today's $150.
    expect(snapshot.liquidation.level?.toFixed()).toBe('255');
    expect(snapshot.liquidationDistance?.toFixed()).toBe('0.7');
    expect(snapshot.netApy).toBeDefined();
  });

  it('has no leverage, liquidation or net APY once nothing is held', () => {
    const closed = positionSnapshot(short, NO_POSITION);
    expect(closed.leverage).toBeUndefined();
    expect(closed.ltv.isZero()).toBe(true);
    expect(closed.liquidation.level).toBeUndefined();
    expect(closed.netApy).toBeUndefined();
  });

  it('trades the collateral of a multiply or a long, the debt of a short', () => {
    expect(tradedToken('Multiply', 'short')).toBe('collateral');
    expect(tradedToken('Leverage', 'long')).toBe('collateral');
    expect(tradedToken('Leverage', 'short')).toBe('debt');
  });
});
