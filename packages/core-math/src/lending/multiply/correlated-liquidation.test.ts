import { describe, expect, it } from 'vitest';
import { correlatedLiquidation, ratioWhatIf } from './correlated-liquidation';

/** 10 JitoSOL against 9 SOL at 1.09 SOL per JitoSOL, liquidation LTV 90 % (an e-mode group). */
const position = {
  deposited: '10',
  borrowed: '9',
  priceCollToDebt: '1.09',
  liquidationThresholdPct: 90,
};

describe('correlatedLiquidation', () => {
  it('liquidates at debt / (collateral × liquidation LTV) = 9 / 9 = 1 SOL per JitoSOL', () => {
    const liquidation = correlatedLiquidation(position);
    expect(liquidation.ratio.toFixed()).toBe('1.09');
    expect(liquidation.liquidationRatio?.toFixed()).toBe('1');
    // 1 / 1.09 − 1 = −8.2569 %
    expect(liquidation.distance?.toFixed(6)).toBe('-0.082569');
  });

  it('counts the debt borrow factor', () => {
    const liquidation = correlatedLiquidation({ ...position, debtBorrowFactorPct: 110 });
    expect(liquidation.liquidationRatio?.toFixed()).toBe('1.1');
  });

  it('has no liquidation ratio without debt', () => {
    const liquidation = correlatedLiquidation({ ...position, borrowed: 0 });
    expect(liquidation.liquidationRatio).toBeUndefined();
    expect(liquidation.distance).toBeUndefined();
  });
});

describe('ratioWhatIf', () => {
  it('moves the ratio and prices the collateral at today’s debt price', () => {
    const moved = ratioWhatIf({ priceCollToDebt: '1.09', debtPrice: 150, shift: '-0.02' });
    expect(moved.ratio.toFixed(4)).toBe('1.0682');
    expect(moved.collateralPrice.toFixed(2)).toBe('160.23');
  });
});
