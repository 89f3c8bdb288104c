import { describe, expect, it } from 'vitest';
import { proportionalDepositAmounts } from './proportional-deposit';
import { strategySharePrice, strategyTvl, tokenAmountsPerShare } from './strategy-value';

describe('strategy TVL and share price (MATH.md §7.3 worked example)', () => {
  // 5 SOL + 100 USDC available, 10 SOL + 1 500 USDC invested; SOL $150, USDC $1
  const tvl = strategyTvl(
    { available: 5_000_000_000n, invested: 10_000_000_000n, decimals: 9, price: 150 },
    { available: 100_000_000n, invested: 1_500_000_000n, decimals: 6, price: 1 },
  );

  it('TVL = 15 × 150 + 1 600 = $3 850', () => {
    expect(tvl.totalUsd.toFixed()).toBe('3850');
    expect(tvl.availableUsd.toFixed()).toBe('850');
    expect(tvl.investedUsd.toFixed()).toBe('3000');
    expect(tvl.totalA.toFixed()).toBe('15');
    expect(tvl.totalB.toFixed()).toBe('1600');
  });

  it('share price $3.85 for 1 000 kTokens (1e9 raw, 6 decimals); 1 before issuance', () => {
    expect(strategySharePrice(tvl.totalUsd, 1_000_000_000n, 6).toFixed()).toBe('3.85');
    expect(strategySharePrice(tvl.totalUsd, 0, 6).toFixed()).toBe('1');
  });

  it('token amounts per share', () => {
    const perShare = tokenAmountsPerShare({
      totalA: tvl.totalA,
      totalB: tvl.totalB,
      sharesIssued: 1_000_000_000n,
      sharesDecimals: 6,
    });
    expect(perShare.a.toFixed()).toBe('0.015');
    expect(perShare.b.toFixed()).toBe('1.6');
    expect(
      tokenAmountsPerShare({
        totalA: 1,
        totalB: 1,
        sharesIssued: 0,
        sharesDecimals: 6,
      }).a.toFixed(),
    ).toBe('0');
  });
});

describe('proportionalDepositAmounts (MATH.md §8.3 kliquidity-sdk vectors)', () => {
  it.each([
    [0, 489_454, 1000, 2000, '0', '2000'],
    [5678, 0, 546, 2000, '546', '0'],
    [3000, 1000, 546, 2000, '546', '182'],
    [3000, 1000, 546, 180, '540', '180'],
    [111, 444, 200, 2000, '200', '800'],
    [2000, 5000, 10, 450, '10', '25'],
  ])('totals (%i, %i), A %i, B %i → (%s, %s)', (totalA, totalB, amountA, amountB, a, b) => {
    const result = proportionalDepositAmounts({ totalA, totalB, amountA, amountB });
    expect(result.a.toFixed()).toBe(a);
    expect(result.b.toFixed()).toBe(b);
  });

  it('handles one missing input', () => {
    expect(
      proportionalDepositAmounts({ totalA: 3000, totalB: 1000, amountB: 10 }).a.toFixed(),
    ).toBe('30');
    expect(
      proportionalDepositAmounts({ totalA: 3000, totalB: 1000, amountA: 30 }).b.toFixed(),
    ).toBe('10');
    expect(proportionalDepositAmounts({ totalA: 0, totalB: 1000, amountA: 30 }).b.isFinite()).toBe(
      false,
    );
  });
});
