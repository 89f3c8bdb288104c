import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  binLiquidity,
  binOutAmounts,
  binPriceX64,
  depositShares,
  liquidityShare,
  powQ64,
} from './dlmm-bin-math';

const ONE = 1n << 64n;
const U128_MAX = (1n << 128n) - 1n;

describe('DLMM bin maths (lb_clmm price_math.rs, u64x64_math.rs, bin_math.rs, bin.rs)', () => {
  it('prices bin 0 at one and bins ±1 through the inverted base, as `pow` computes them', () => {
    // bin_step 10: base = 1 + (10 << 64) / 10 000; a base ≥ 1 is inverted (u128::MAX / base)
    // and the result inverted back for a positive exponent, kept for a negative one.
    const base = ONE + (10n << 64n) / 10_000n;
    expect(base).toBe(18_465_190_817_783_261_167n);
    expect(binPriceX64(0, 10)).toBe(ONE);
    expect(binPriceX64(1, 10)).toBe(U128_MAX / (U128_MAX / base));
    expect(binPriceX64(-1, 10)).toBe(U128_MAX / base);
    // Two bits of the exponent: the squared inverted base, shifted back to Q64.64.
    const inverted = U128_MAX / base;
    const squared = (inverted * inverted) >> 64n;
    expect(binPriceX64(3, 10)).toBe(U128_MAX / ((inverted * squared) >> 64n));
  });

  it('stays within the fixed point’s precision of (1 + step/10 000)^id', () => {
    for (const [id, step] of [
      [7, 10],
      [-250, 25],
      [5_000, 1],
      [-1_200, 80],
    ] as const) {
      const exact = new Decimal(1)
        .plus(new Decimal(step).div(10_000))
        .pow(id)
        .times(ONE.toString());
      const got = new Decimal(binPriceX64(id, step).toString());
      expect(got.div(exact).minus(1).abs().lt('1e-12'), `${id} @ ${step}`).toBe(true);
    }
    expect(powQ64(ONE + 1n, 0x80000)).toBeNull();
  });

  it('liquidity is price·x + y·2^64; shares L_in · supply / L_bin; out share · reserve / supply', () => {
    const price = 3n * ONE; // 3 Y per X
    expect(binLiquidity(100n, 50n, price)).toBe(300n * ONE + 50n * ONE);
    expect(liquidityShare(7n, 3n, 10n)).toBe(23n); // 70 / 3, rounded down
    const bin = { amountX: 1_000n, amountY: 2_001n, liquiditySupply: 3_000n };
    expect(binOutAmounts(1_000n, bin)).toEqual({ x: 333n, y: 667n });
    expect(binOutAmounts(5n, { ...bin, liquiditySupply: 0n })).toEqual({ x: 0n, y: 0n });
    // Into an empty bin the deposit's own liquidity; else its share of the bin's.
    const empty = { amountX: 0n, amountY: 0n, liquiditySupply: 0n };
    expect(depositShares(10n, 0n, price, empty)).toBe(30n * ONE);
    const held = { amountX: 10n, amountY: 30n, liquiditySupply: 999n };
    // L_in = 3·2 + 6 = 12 (× 2^64), L_bin = 3·10 + 30 = 60 (× 2^64): 12 · 999 / 60 = 199.8.
    expect(depositShares(2n, 6n, price, held)).toBe(199n);
  });
});
