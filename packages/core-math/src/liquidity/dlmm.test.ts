import { describe, expect, it } from 'vitest';
import {
  dlmmBinIdAtOrBelow,
  dlmmBinLiquidity,
  dlmmBinPriceX64,
  dlmmBinShareAmounts,
  dlmmPositionAmounts,
} from './dlmm';

const Q64 = 1n << 64n;

describe('dlmmBinShareAmounts', () => {
  it('takes share / supply of each reserve, rounded down (up for a deposit)', () => {
    const bin = { amountX: 1_000n, amountY: 333n, liquiditySupply: 3n };
    expect(dlmmBinShareAmounts(1n, bin)).toEqual({ a: expect.anything(), b: expect.anything() });
    const down = dlmmBinShareAmounts(1n, bin);
    expect([down.a.toFixed(), down.b.toFixed()]).toEqual(['333', '111']);
    const up = dlmmBinShareAmounts(1n, bin, true);
    expect([up.a.toFixed(), up.b.toFixed()]).toEqual(['334', '111']);
  });

  it('gives nothing from an empty bin or for no share', () => {
    const empty = dlmmBinShareAmounts(5n, { amountX: 9n, amountY: 9n, liquiditySupply: 0n });
    expect([empty.a.toFixed(), empty.b.toFixed()]).toEqual(['0', '0']);
    const none = dlmmBinShareAmounts(0n, { amountX: 9n, amountY: 9n, liquiditySupply: 3n });
    expect([none.a.toFixed(), none.b.toFixed()]).toEqual(['0', '0']);
  });

  it('keeps u128 shares exact (no float rounding)', () => {
    const supply = (1n << 127n) + 1n;
    const share = 1n << 126n;
    const amounts = dlmmBinShareAmounts(share, {
      amountX: 18_446_744_073_709_551_615n,
      amountY: 0n,
      liquiditySupply: supply,
    });
    expect(amounts.a.toFixed()).toBe(((share * 18_446_744_073_709_551_615n) / supply).toString());
  });
});

describe('dlmmPositionAmounts', () => {
  // Bins −1, 0, 1 around the active bin 0: Y below, both in the active bin, X above.
  const bins = new Map([
    [-1, { amountX: 0n, amountY: 4_000n, liquiditySupply: 4_000n * Q64 }],
    [0, { amountX: 1_000n, amountY: 2_000n, liquiditySupply: 3_000n * Q64 }],
    [1, { amountX: 3_001n, amountY: 0n, liquiditySupply: 3_000n * Q64 }],
  ]);

  it('sums every bin of the range: a quarter of −1, a third of 0, half of 1', () => {
    const amounts = dlmmPositionAmounts({
      lowerBinId: -1,
      upperBinId: 1,
      liquidityShares: [1_000n * Q64, 1_000n * Q64, 1_500n * Q64, 0n],
      binAt: (id) => bins.get(id),
    });
    // X: 1000/3 → 333 + 3001/2 → 1500; Y: 1000 + 2000/3 → 666.
    expect(amounts.a.toFixed()).toBe('1833');
    expect(amounts.b.toFixed()).toBe('1666');
  });

  it('skips bins it cannot read and shares past the range', () => {
    const amounts = dlmmPositionAmounts({
      lowerBinId: 0,
      upperBinId: 2,
      liquidityShares: [3_000n * Q64, 3_000n * Q64, 5n],
      binAt: (id) => bins.get(id),
    });
    expect([amounts.a.toFixed(), amounts.b.toFixed()]).toEqual(['4001', '2000']);
    const none = dlmmPositionAmounts({
      lowerBinId: 5,
      upperBinId: 4,
      liquidityShares: [1n],
      binAt: () => undefined,
    });
    expect([none.a.toFixed(), none.b.toFixed()]).toEqual(['0', '0']);
  });
});

describe('bin prices', () => {
  it('prices bin 0 at 1.0 and steps by binStep basis points', () => {
    expect(dlmmBinPriceX64(0, 10)).toBe(Q64);
    // 1.001 × 2^64, floored (the mainnet bin 1 of a 10 bp pair stores 18465190817783261167).
    expect(dlmmBinPriceX64(1, 10)).toBe(18_465_190_817_783_261_167n);
    expect(dlmmBinPriceX64(-1, 100) < Q64).toBe(true);
  });

  it('measures liquidity as price·x + y·2^64', () => {
    expect(dlmmBinLiquidity(2n, 3n, Q64 * 5n)).toBe(Q64 * 13n);
  });

  it('finds the bin of a whole-token price', () => {
    // 150 B per A with 9 / 6 decimals → 0.15 per base unit; 1.0025^id ≤ 0.15.
    const id = dlmmBinIdAtOrBelow('150', 25, 9, 6);
    expect(1.0025 ** id).toBeLessThanOrEqual(0.15);
    expect(1.0025 ** (id + 1)).toBeGreaterThan(0.15);
    expect(dlmmBinIdAtOrBelow('1', 10, 6, 6)).toBe(0);
  });
});
