import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../decimal';
import {
  clmmTokenAmounts,
  positionTokenAmounts,
  priceAtTick,
  priceFromSqrtPriceX64,
  sqrtPriceAtTick,
  sqrtPriceX64FromPrice,
} from './clmm';

const sqrt = (value: string) => new MathDecimal(value).sqrt();

describe('clmmTokenAmounts (MATH.md §7.1 worked example)', () => {
  const range = { liquidity: 1e10, sqrtPriceLower: sqrt('0.12'), sqrtPriceUpper: sqrt('0.18') };

  it('s² = 0.15 in [0.12, 0.18], L = 1e10 → A 2 249 662 935, B 408 881 731 lamports', () => {
    const amounts = clmmTokenAmounts({ ...range, sqrtPrice: sqrt('0.15') });
    expect(amounts.a.toFixed()).toBe('2249662935');
    expect(amounts.b.toFixed()).toBe('408881731');
  });

  it('rounds up for deposit valuation', () => {
    const amounts = clmmTokenAmounts({ ...range, sqrtPrice: sqrt('0.15'), roundUp: true });
    expect(amounts.a.toFixed()).toBe('2249662936');
    expect(amounts.b.toFixed()).toBe('408881732');
  });

  it('holds only A below the range and only B above it', () => {
    const below = clmmTokenAmounts({ ...range, sqrtPrice: sqrt('0.1') });
    expect(below.b.toFixed()).toBe('0');
    expect(below.a.gt(0)).toBe(true);
    const above = clmmTokenAmounts({ ...range, sqrtPrice: sqrt('0.2') });
    expect(above.a.toFixed()).toBe('0');
    expect(above.b.toFixed()).toBe(
      new MathDecimal(1e10)
        .times(sqrt('0.18').minus(sqrt('0.12')))
        .floor()
        .toFixed(),
    );
  });
});

describe('Q64.64 prices', () => {
  it('encodes 150 USDC/SOL (9 / 6 decimals) exactly, floored', () => {
    // exact floor of √0.15 × 2^64; MATH.md prints 7 144 393 258 922 745 856, the float64 result
    expect(sqrtPriceX64FromPrice(150, 9, 6)).toBe(7_144_393_258_922_745_604n);
    expect(priceFromSqrtPriceX64(7_144_393_258_922_745_856n, 9, 6).toFixed(12)).toBe(
      '150.000000000000',
    );
  });

  it('round-trips a price', () => {
    const raw = sqrtPriceX64FromPrice('23.456', 6, 6);
    expect(priceFromSqrtPriceX64(raw, 6, 6).toFixed(15)).toBe('23.456000000000000');
  });

  it('converts ticks: 1.0001^tick', () => {
    expect(priceAtTick(0, 6, 6).toFixed()).toBe('1');
    expect(priceAtTick(10, 6, 6).toFixed(12)).toBe(new MathDecimal('1.0001').pow(10).toFixed(12));
    expect(priceAtTick(-20_000, 9, 6).toFixed(6)).toBe(
      new MathDecimal('1.0001').pow(-20_000).times(1000).toFixed(6),
    );
    expect(sqrtPriceAtTick(2).toFixed()).toBe('1.0001');
  });

  it('values a stored position from the pool sqrt price and ticks', () => {
    const amounts = positionTokenAmounts({
      liquidity: 1_000_000,
      sqrtPriceX64: sqrtPriceX64FromPrice(1, 6, 6),
      tickLower: -100,
      tickUpper: 100,
    });
    const direct = clmmTokenAmounts({
      liquidity: 1_000_000,
      sqrtPrice: 1,
      sqrtPriceLower: sqrtPriceAtTick(-100),
      sqrtPriceUpper: sqrtPriceAtTick(100),
    });
    expect(amounts.a.minus(direct.a).abs().lte(1)).toBe(true);
    expect(amounts.b.minus(direct.b).abs().lte(1)).toBe(true);
    expect(amounts.a.gt(0) && amounts.b.gt(0)).toBe(true);
  });
});
