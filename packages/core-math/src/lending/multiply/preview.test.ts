import { describe, expect, it } from 'vitest';
import { multiplyPreview } from './preview';

describe('multiplyPreview', () => {
  // 1 SOL into a jitoSOL/SOL loop at 3x: jitoSOL $120, SOL $100
  const preview = multiplyPreview({
    depositAmount: 1,
    depositToken: 'debt',
    targetLeverage: 3,
    collateralPrice: 120,
    debtPrice: 100,
    liquidationThresholdPct: 90,
    supplyApy: '0.001',
    borrowApy: '0.06',
    stakingApy: '0.08',
  });

  it('sizes the loop: 2.5 jitoSOL after it, 2 SOL to borrow', () => {
    expect(preview.collateralAdded.toFixed(12)).toBe('2.500000000000');
    expect(preview.debtToBorrow.toFixed(12)).toBe('2.000000000000');
  });

  it('gives the resulting LTV, leverage and liquidation price', () => {
    expect(preview.ltv.toFixed(12)).toBe('0.666666666667');
    expect(preview.leverage.toFixed(12)).toBe('3.000000000000');
    // 2 SOL × $100 / (2.5 × 0.9) = $88.89 per jitoSOL
    expect(preview.liquidationPriceUsd?.toFixed(2)).toBe('88.89');
  });

  it('includes the staking yield in the net APY', () => {
    // 3 × 0.081 − 2 × 0.06
    expect(preview.netApy?.toFixed(12)).toBe('0.123000000000');
  });
});
