import { describe, expect, it } from 'vitest';
import { totalFeesAndRewardsUsd } from './fees-rewards';
import { hodlValue, pnlVersusHodl, positionPnl, usdToSol } from './pnl';

describe('positionPnl', () => {
  it('is value now − cost basis in USD and SOL, with percentages', () => {
    const pnl = positionPnl({ usd: 1200, sol: 8 }, { usd: 1000, sol: 10 });
    expect(pnl.usd.toFixed()).toBe('200');
    expect(pnl.sol.toFixed()).toBe('-2');
    expect(pnl.usdPercent?.toFixed()).toBe('0.2');
    expect(pnl.solPercent?.toFixed()).toBe('-0.2');
  });

  it('has no percentage on a zero basis', () => {
    expect(positionPnl({ usd: 5, sol: 0 }, { usd: 0, sol: 0 }).usdPercent).toBeUndefined();
  });
});

describe('PnL versus holding', () => {
  it('values the held amounts at today’s prices', () => {
    const hodl = hodlValue({ amountA: 2, amountB: 300, priceA: 150, priceB: 1, solPriceUsd: 150 });
    expect(hodl.usd.toFixed()).toBe('600');
    expect(hodl.sol.toFixed()).toBe('4');
  });

  it('compares the position with the HODL value', () => {
    const result = pnlVersusHodl({ usd: 630, sol: 4.2 }, { usd: 600, sol: 4 });
    expect(result.usd.toFixed()).toBe('30');
    expect(result.sol.toFixed(10)).toBe('0.2000000000');
    expect(result.usdPercent?.toFixed()).toBe('0.05');
  });

  it('converts USD to SOL, 0 without a price', () => {
    expect(usdToSol(300, 150).toFixed()).toBe('2');
    expect(usdToSol(300, 0).toFixed()).toBe('0');
  });
});

describe('totalFeesAndRewardsUsd', () => {
  it('sums fees and rewards in USD', () => {
    const total = totalFeesAndRewardsUsd({
      feesAEarnedUsd: '1.5',
      feesBEarnedUsd: '2.25',
      rewards0EarnedUsd: 3,
      rewards2EarnedUsd: '0.25',
      otherRewardsUsd: [1],
    });
    expect(total.feesUsd.toFixed()).toBe('3.75');
    expect(total.rewardsUsd.toFixed()).toBe('4.25');
    expect(total.totalUsd.toFixed()).toBe('8');
  });

  it('is 0 for an empty record', () => {
    expect(totalFeesAndRewardsUsd({}).totalUsd.toFixed()).toBe('0');
  });
});
