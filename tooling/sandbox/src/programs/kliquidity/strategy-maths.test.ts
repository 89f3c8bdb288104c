import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  depositAmounts,
  type StrategyHoldings,
  sharesForDeposit,
  sharesPart,
  valueUsd,
  withdrawalFee,
} from './strategy-maths';

describe('the strategy program’s share maths', () => {
  // kliquidity-sdk tests/kamino.test.ts, calculateDepositAmountsProportionalWithTotalTokens
  // (MATH §8.3): totals, offered A and B, what the deposit takes.
  it.each([
    [0n, 489_454n, 1_000n, 2_000n, 0n, 2_000n],
    [5_678n, 0n, 546n, 2_000n, 546n, 0n],
    [3_000n, 1_000n, 546n, 2_000n, 546n, 182n],
    [3_000n, 1_000n, 546n, 180n, 540n, 180n],
    [111n, 444n, 200n, 2_000n, 200n, 800n],
    [2_000n, 5_000n, 10n, 450n, 10n, 25n],
  ])('holdings %i : %i, offered %i and %i → %i and %i', (totalA, totalB, maxA, maxB, a, b) => {
    expect(depositAmounts({ totalA, totalB }, maxA, maxB)).toEqual({ a, b });
  });

  it('takes what is offered when the strategy holds nothing', () => {
    expect(depositAmounts({ totalA: 0n, totalB: 0n }, 7n, 9n)).toEqual({ a: 7n, b: 9n });
  });

  // MATH §7.3's worked example: 15 SOL + 1 600 USDC held, 1 000 kTokens → $3.85 a share.
  const holdings: StrategyHoldings = {
    totalA: 15_000_000_000n,
    totalB: 1_600_000_000n,
    decimalsA: 9,
    decimalsB: 6,
    sharesIssued: 1_000_000_000n,
    sharesDecimals: 6,
  };
  const prices = { a: new Decimal(150), b: new Decimal(1) };

  it('values holdings at the whole-token prices and mints at TVL / shares issued', () => {
    expect(valueUsd({ a: holdings.totalA, b: holdings.totalB }, holdings, prices).toFixed()).toBe(
      '3850',
    );
    // $385 (2 SOL + $85) at $3.85 a share: 100 kTokens.
    expect(sharesForDeposit({ a: 2_000_000_000n, b: 85_000_000n }, holdings, prices)).toBe(
      100_000_000n,
    );
    // A cent less rounds down: 99.997402… kTokens.
    expect(sharesForDeposit({ a: 2_000_000_000n, b: 84_990_000n }, holdings, prices)).toBe(
      99_997_402n,
    );
    // Before any share exists a share is worth one dollar.
    expect(
      sharesForDeposit({ a: 0n, b: 5_000_000n }, { ...holdings, sharesIssued: 0n }, prices),
    ).toBe(5_000_000n);
  });

  it('withdraws the shares’ part rounded down, less the fee in basis points', () => {
    expect(sharesPart(1_000n, 1n, 3n)).toBe(333n);
    expect(sharesPart(1_000n, 1n, 0n)).toBe(0n);
    expect(withdrawalFee(12_345n, 10n)).toBe(12n);
  });
});
