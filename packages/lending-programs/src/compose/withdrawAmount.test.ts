import { describe, expect, it } from 'vitest';
import { U64_MAX } from '../constants';
import { type CollateralRateReserve, collateralAmountForWithdraw } from './withdrawAmount';

const reserve = (
  available: bigint,
  borrowed: bigint,
  cTokenSupply: bigint,
  fees = 0n,
): CollateralRateReserve => ({
  liquidity: {
    availableAmount: available,
    borrowedAmount: borrowed,
    accumulatedProtocolFees: fees,
    accumulatedReferrerFees: 0n,
    pendingReferrerFees: 0n,
  },
  collateral: { mintTotalSupply: cTokenSupply },
});

describe('collateralAmountForWithdraw', () => {
  it('converts at total supply ÷ cToken supply, rounding the cTokens up', () => {
    // 1.5 liquidity per cToken: 100 liquidity → 66.67 cTokens → 67.
    expect(collateralAmountForWithdraw(reserve(1_000n, 500n, 1_000n), 100n)).toBe(67n);
    // Fees are not suppliers' money: 1 400 / 1 000 → 100 liquidity = 71.43 → 72 cTokens.
    expect(collateralAmountForWithdraw(reserve(1_000n, 500n, 1_000n, 100n), 100n)).toBe(72n);
  });

  it('is 1:1 for an empty reserve and keeps u64::MAX as "everything"', () => {
    expect(collateralAmountForWithdraw(reserve(0n, 0n, 0n), 5n)).toBe(5n);
    expect(collateralAmountForWithdraw(reserve(1_000n, 0n, 900n), U64_MAX)).toBe(U64_MAX);
    expect(() => collateralAmountForWithdraw(reserve(1n, 0n, 1n), -1n)).toThrow(RangeError);
  });
});
