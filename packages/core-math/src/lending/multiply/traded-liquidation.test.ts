import { describe, expect, it } from 'vitest';
import { multiplyPositionStats } from './position-stats';
import { tradedLiquidation } from './traded-liquidation';

/** A long: 30 SOL at $100 against 2,000 USDC, liquidation LTV 80 %. */
const long = {
  deposited: 30,
  borrowed: 2000,
  collateralPrice: 100,
  debtPrice: 1,
  liquidationThresholdPct: 80,
};

/** A short: 15,000 USDC against 50 SOL at $150, liquidation LTV 85 %. */
const short = {
  deposited: 15_000,
  borrowed: 50,
  collateralPrice: 1,
  debtPrice: 150,
  liquidationThresholdPct: 85,
};

describe('tradedLiquidation', () => {
  it('a long liquidates when its collateral falls to debt × Pd / (collateral × LT)', () => {
    const liquidation = tradedLiquidation({ ...long, traded: 'collateral' });
    expect(liquidation.price.toFixed()).toBe('100');
    // 2000 / (30 × 0.8) = 83.3333
    expect(liquidation.liquidationPrice?.toFixed(6)).toBe('83.333333');
    expect(liquidation.distance?.toFixed(6)).toBe('-0.166667');
    // The same price the position's stats give.
    expect(liquidation.liquidationPrice?.toFixed(12)).toBe(
      multiplyPositionStats(long).liquidationPriceUsd?.toFixed(12),
    );
  });

  it('a short liquidates when its debt rises to collateral × Pc × LT / debt', () => {
    const liquidation = tradedLiquidation({ ...short, traded: 'debt' });
    expect(liquidation.price.toFixed()).toBe('150');
    // 15,000 × 0.85 / 50 = 255
    expect(liquidation.liquidationPrice?.toFixed()).toBe('255');
    // 255 / 150 − 1 = +70 %
    expect(liquidation.distance?.toFixed()).toBe('0.7');
  });

  it('at the liquidation price the LTV is the liquidation LTV', () => {
    const { liquidationPrice } = tradedLiquidation({ ...short, traded: 'debt' });
    const stats = multiplyPositionStats({ ...short, debtPrice: liquidationPrice ?? 0 });
    expect(stats.ltv.toFixed()).toBe('0.85');
  });

  it('counts the debt borrow factor on both sides', () => {
    const longBf = tradedLiquidation({ ...long, traded: 'collateral', debtBorrowFactorPct: 110 });
    // 2000 × 1.1 / 24 = 91.6667
    expect(longBf.liquidationPrice?.toFixed(4)).toBe('91.6667');
    const shortBf = tradedLiquidation({ ...short, traded: 'debt', debtBorrowFactorPct: 125 });
    // 12,750 / (50 × 1.25) = 204
    expect(shortBf.liquidationPrice?.toFixed()).toBe('204');
  });

  it('has no liquidation price without debt or collateral', () => {
    expect(
      tradedLiquidation({ ...long, borrowed: 0, traded: 'collateral' }).liquidationPrice,
    ).toBeUndefined();
    const empty = tradedLiquidation({ ...short, deposited: 0, traded: 'debt' });
    expect(empty.liquidationPrice).toBeUndefined();
    expect(empty.distance).toBeUndefined();
  });
});
