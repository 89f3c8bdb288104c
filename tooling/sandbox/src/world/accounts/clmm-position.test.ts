import {
  positionTokenAmounts,
  priceAtTick,
  priceFromSqrtPriceX64,
  sqrtPriceAtTick,
  sqrtPriceFromX64,
} from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { placeClmmPosition, tickAtOrBelow, tickSpacingFor } from './clmm-position';
import { rawAmount } from './spl-accounts';

const world = generateWorld({
  seed: 'clmm-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const decimalsOf = (mint: string) => world.tokens.find((t) => t.mint === mint)?.decimals ?? -1;

describe('tickAtOrBelow', () => {
  it('finds the highest tick at or below a price', () => {
    for (const [price, a, b] of [
      ['150', 9, 6],
      ['0.000000145', 5, 9],
      ['1.0003', 6, 6],
      ['104800', 8, 6],
    ] as const) {
      const tick = tickAtOrBelow(price, a, b);
      expect(priceAtTick(tick, a, b).lte(price)).toBe(true);
      expect(priceAtTick(tick + 1, a, b).gt(price)).toBe(true);
    }
    expect(tickAtOrBelow('1', 6, 6)).toBe(0);
  });
});

describe('placeClmmPosition', () => {
  const clmm = world.strategies.filter((s) => s.dex !== 'METEORA');

  it('places every Orca and Raydium strategy with all of its tokens accounted for', () => {
    expect(clmm.length).toBeGreaterThanOrEqual(40);
    for (const strategy of clmm) {
      if (strategy.dex === 'METEORA') continue;
      const decimalsA = decimalsOf(strategy.tokenAMint);
      const decimalsB = decimalsOf(strategy.tokenBMint);
      const placed = placeClmmPosition({
        dex: strategy.dex,
        feeTierBps: strategy.feeTierBps,
        poolPrice: strategy.poolPrice,
        priceLower: strategy.priceLower,
        priceUpper: strategy.priceUpper,
        amountA: strategy.tokenAAmount,
        amountB: strategy.tokenBAmount,
        decimalsA,
        decimalsB,
      });
      const label = strategy.address;
      // Ticks on the spacing, widened outward around the world's range, pool price inside.
      expect(placed.tickSpacing, label).toBe(tickSpacingFor(strategy.dex, strategy.feeTierBps));
      expect(Math.abs(placed.tickLower % placed.tickSpacing), label).toBe(0);
      expect(Math.abs(placed.tickUpper % placed.tickSpacing), label).toBe(0);
      expect(priceAtTick(placed.tickLower, decimalsA, decimalsB).lte(strategy.priceLower)).toBe(
        true,
      );
      expect(priceAtTick(placed.tickUpper, decimalsA, decimalsB).gte(strategy.priceUpper)).toBe(
        true,
      );
      const s = sqrtPriceFromX64(placed.sqrtPriceX64.toString());
      expect(
        s.gte(sqrtPriceAtTick(placed.tickCurrent)) && s.lt(sqrtPriceAtTick(placed.tickCurrent + 1)),
      ).toBe(true);
      expect(
        priceFromSqrtPriceX64(placed.sqrtPriceX64.toString(), decimalsA, decimalsB)
          .div(strategy.poolPrice)
          .minus(1)
          .abs()
          .lt('1e-12'),
      ).toBe(true);
      // What the position holds plus what stays uninvested is exactly the world's amounts.
      const invested = positionTokenAmounts({
        liquidity: placed.liquidity.toString(),
        sqrtPriceX64: placed.sqrtPriceX64.toString(),
        tickLower: placed.tickLower,
        tickUpper: placed.tickUpper,
      });
      expect(invested.a.toFixed(0), label).toBe(placed.investedA.toString());
      expect(invested.b.toFixed(0), label).toBe(placed.investedB.toString());
      expect(placed.investedA + placed.availableA).toBe(
        rawAmount(strategy.tokenAAmount, decimalsA),
      );
      expect(placed.investedB + placed.availableB).toBe(
        rawAmount(strategy.tokenBAmount, decimalsB),
      );
      expect(placed.availableA >= 0n && placed.availableB >= 0n, label).toBe(true);
      if (strategy.isEmptyDiyStrategy) {
        expect(placed.liquidity).toBe(0n);
      } else {
        expect(placed.liquidity > 0n, label).toBe(true);
        expect(placed.investedA > 0n && placed.investedB > 0n, label).toBe(true);
      }
    }
  });

  it('refuses a fee tier the exchange has no spacing for', () => {
    expect(() => tickSpacingFor('ORCA', 3)).toThrow(/tick spacing/);
  });
});
