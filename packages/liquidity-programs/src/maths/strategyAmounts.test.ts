import { describe, expect, it } from 'vitest';
import {
  counterpartAmount,
  depositAmountsForStrategy,
  type StrategyHoldings,
  sharesForDeposit,
  tokensForShares,
} from './strategyAmounts';

const holdings: StrategyHoldings = {
  totalA: 15_000_000_000n, // 15 SOL
  totalB: 1_600_000_000n, // 1 600 USDC
  decimalsA: 9,
  decimalsB: 6,
  sharesIssued: 1_000_000_000n, // 1 000 shares
  sharesDecimals: 6,
};
const prices = { a: '150', b: '1' };

describe('strategy amounts', () => {
  it('takes the strategy’s ratio, limited by the scarcer side (MATH §8.3 vectors)', () => {
    const cases: Array<[bigint, bigint, bigint, bigint, bigint, bigint]> = [
      [0n, 489_454n, 1000n, 2000n, 0n, 2000n],
      [5678n, 0n, 546n, 2000n, 546n, 0n],
      [3000n, 1000n, 546n, 2000n, 546n, 182n],
      [3000n, 1000n, 546n, 180n, 540n, 180n],
      [111n, 444n, 200n, 2000n, 200n, 800n],
      [2000n, 5000n, 10n, 450n, 10n, 25n],
    ];
    for (const [totalA, totalB, maxA, maxB, a, b] of cases) {
      expect(depositAmountsForStrategy({ totalA, totalB }, maxA, maxB)).toEqual({ a, b });
    }
  });

  it('an empty strategy takes what is offered', () => {
    expect(depositAmountsForStrategy({ totalA: 0n, totalB: 0n }, 7n, 9n)).toEqual({ a: 7n, b: 9n });
  });

  it('never takes more than offered, whatever the ratio', () => {
    for (let i = 1n; i < 200n; i += 7n) {
      const { a, b } = depositAmountsForStrategy({ totalA: 997n * i, totalB: 13n + i }, 1000n, i);
      expect(a <= 1000n && b <= i).toBe(true);
    }
  });

  it('the other token follows the ratio', () => {
    expect(counterpartAmount(holdings, 'a', 1_500_000_000n)).toBe(160_000_000n);
    expect(counterpartAmount(holdings, 'b', 160_000_000n)).toBe(1_500_000_000n);
    expect(counterpartAmount({ totalA: 0n, totalB: 5n }, 'a', 10n)).toBe(0n);
  });

  it('mints shares at the share price (MATH §7.3 example: $3.85)', () => {
    // TVL = 15·150 + 1 600 = 3 850 USD over 1 000 shares; a deposit of 1.5 SOL + 160 USDC = 385 USD.
    expect(sharesForDeposit({ a: 1_500_000_000n, b: 160_000_000n }, holdings, prices)).toBe(
      100_000_000n,
    );
    // Before any share, one share per USD.
    expect(
      sharesForDeposit({ a: 1_000_000_000n, b: 0n }, { ...holdings, sharesIssued: 0n }, prices),
    ).toBe(150_000_000n);
  });

  it('shares stand for their part of the holdings', () => {
    expect(tokensForShares(100_000_000n, holdings)).toEqual({ a: 1_500_000_000n, b: 160_000_000n });
    expect(tokensForShares(5n, { ...holdings, sharesIssued: 0n })).toEqual({ a: 0n, b: 0n });
  });
});
