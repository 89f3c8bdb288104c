import { describe, expect, it } from 'vitest';
import { multiplyNetApy, multiplyPositionStats } from './position-stats';

describe('multiplyPositionStats', () => {
  const stats = multiplyPositionStats({
    deposited: 30,
    borrowed: 2000,
    collateralPrice: 100,
    debtPrice: 1,
    debtBorrowFactorPct: 110,
    liquidationThresholdPct: 80,
  });

  it('values the position and applies the borrow factor to the LTV', () => {
    expect(stats.netValueUsd.toFixed()).toBe('1000');
    expect(stats.leverage.toFixed()).toBe('3');
    expect(stats.ltv.toFixed(20)).toBe('0.73333333333333333333');
  });

  it('liquidation price: debt × bf / (collateral × liq LTV) = 2200 / 24', () => {
    expect(stats.liquidationPriceCollToDebt?.toFixed(6)).toBe('91.666667');
    expect(stats.liquidationPriceUsd?.toFixed(6)).toBe('91.666667');
  });

  it('has no liquidation price without debt', () => {
    const safe = multiplyPositionStats({
      deposited: 1,
      borrowed: 0,
      collateralPrice: 100,
      debtPrice: 1,
      liquidationThresholdPct: 80,
    });
    expect(safe.liquidationPriceUsd).toBeUndefined();
    expect(safe.leverage.toFixed()).toBe('1');
  });
});

describe('multiplyNetApy', () => {
  it('includes the staking yield of staked-SOL collateral', () => {
    // 3 × (0.001 + 0.08) − 2 × 0.06 = 0.123
    expect(
      multiplyNetApy({
        leverage: 3,
        supplyApy: '0.001',
        stakingApy: '0.08',
        borrowApy: '0.06',
      }).toFixed(),
    ).toBe('0.123');
  });

  it('nets rewards on both sides and is the supply APY at 1x', () => {
    expect(
      multiplyNetApy({
        leverage: 2,
        supplyApy: '0.01',
        borrowApy: '0.05',
        collateralRewardApy: '0.01',
        debtRewardApy: '0.02',
      }).toFixed(),
    ).toBe('0.01');
    expect(multiplyNetApy({ leverage: 1, supplyApy: '0.02', borrowApy: '0.5' }).toFixed()).toBe(
      '0.02',
    );
  });
});
