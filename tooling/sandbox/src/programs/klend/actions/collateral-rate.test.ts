import { describe, expect, it } from 'vitest';
import { ONE } from '../fraction';
import {
  collateralToLiquidity,
  collateralToLiquidityCeil,
  type ExchangeRate,
  liquidityToCollateral,
  liquidityToCollateralCeil,
} from './collateral-rate';

/** MATH §2.6: cTokens per liquidity = collateral supply / total liquidity. */
const rate = (collateralSupply: bigint, liquidity: bigint): ExchangeRate => ({
  collateralSupply,
  liquidity: liquidity * ONE,
});

describe('the cToken exchange rate, in the program’s integer steps', () => {
  it('is one to one before anything is supplied', () => {
    const empty = rate(1n, 1n);
    for (const amount of [0n, 1n, 123_456_789n]) {
      expect(liquidityToCollateral(empty, amount)).toBe(amount);
      expect(liquidityToCollateralCeil(empty, amount)).toBe(amount);
      expect(collateralToLiquidity(empty, amount)).toBe(amount);
      expect(collateralToLiquidityCeil(empty, amount)).toBe(amount);
    }
  });

  it('issues fewer cTokens once interest has accrued, flooring and ceiling as the program does', () => {
    // 1 000 000 cTokens backed by 1 100 000 liquidity: 10 % earned.
    const grown = rate(1_000_000n, 1_100_000n);
    expect(liquidityToCollateral(grown, 1_100_000n)).toBe(1_000_000n);
    expect(collateralToLiquidity(grown, 1_000_000n)).toBe(1_100_000n);
    // One unit of liquidity is 0.909… cTokens: floored to 0, ceiled to 1.
    expect(liquidityToCollateral(grown, 1n)).toBe(0n);
    expect(liquidityToCollateralCeil(grown, 1n)).toBe(1n);
    // One cToken is 1.1 units of liquidity: floored to 1, ceiled to 2.
    expect(collateralToLiquidity(grown, 1n)).toBe(1n);
    expect(collateralToLiquidityCeil(grown, 1n)).toBe(2n);
  });
});
