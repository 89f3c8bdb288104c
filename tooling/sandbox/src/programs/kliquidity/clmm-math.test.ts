import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  amountDeltaA,
  amountDeltaB,
  clmmAmountsForLiquidity,
  clmmLiquidityForAmounts,
  sqrtPriceX64AtTick,
} from './clmm-math';

const Q64 = new Decimal(2).pow(64);
const sqrtX64 = (price: string) => BigInt(new Decimal(price).sqrt().times(Q64).floor().toFixed(0));

describe('concentrated-liquidity maths (whirlpool tick_math.rs, token_math.rs)', () => {
  it('prices the bounds and tick 0 as the program’s constants', () => {
    // MAX_SQRT_PRICE_X64 / MIN_SQRT_PRICE_X64 are the sqrt prices of ticks ±443 636.
    expect(sqrtPriceX64AtTick(443_636)).toBe(79_226_673_515_401_279_992_447_579_055n);
    expect(sqrtPriceX64AtTick(-443_636)).toBe(4_295_048_016n);
    expect(sqrtPriceX64AtTick(0)).toBe(1n << 64n);
    for (const tick of [1, -1, 12_345, -67_891]) {
      const exact = new Decimal('1.0001').pow(tick / 2).times(Q64);
      const got = new Decimal(sqrtPriceX64AtTick(tick).toString());
      expect(got.div(exact).minus(1).abs().lt('1e-15'), String(tick)).toBe(true);
    }
  });

  it('values liquidity as MATH §7.1’s worked example (s² 0.15 in [0.12, 0.18], L 1e10)', () => {
    const s = 7_144_393_258_922_745_856n; // sqrt(0.15) in Q64.64, as LAYOUTS gives it
    const lower = sqrtX64('0.12');
    const upper = sqrtX64('0.18');
    const liquidity = 10_000_000_000n;
    // A = L·(b − s)/(s·b) = 2 249 662 935, B = L·(s − a) = 408 881 731 (to within the floor).
    const a = amountDeltaA(s, upper, liquidity, false);
    const b = amountDeltaB(lower, s, liquidity, false);
    expect(a >= 2_249_662_934n && a <= 2_249_662_935n).toBe(true);
    expect(b >= 408_881_730n && b <= 408_881_731n).toBe(true);
    // A deposit rounds up: one more where the division is not exact.
    expect(amountDeltaA(s, upper, liquidity, true)).toBe(a + 1n);
    expect(amountDeltaB(lower, s, liquidity, true)).toBe(b + 1n);
  });

  it('takes all A below the range, all B above it, and inverts to the binding side’s liquidity', () => {
    const range = { tickLower: -1_000, tickUpper: 1_000 };
    const lower = sqrtPriceX64AtTick(-1_000);
    const upper = sqrtPriceX64AtTick(1_000);
    const L = 5_000_000_000n;
    expect(clmmAmountsForLiquidity({ ...range, sqrtPriceX64: lower - 1n }, L, false)).toEqual({
      a: ((L * (upper - lower)) << 64n) / (upper * lower),
      b: 0n,
    });
    expect(clmmAmountsForLiquidity({ ...range, sqrtPriceX64: upper }, L, false)).toEqual({
      a: 0n,
      b: (L * (upper - lower)) >> 64n,
    });
    const at = { ...range, sqrtPriceX64: 1n << 64n };
    const held = clmmAmountsForLiquidity(at, L, false);
    // The liquidity those amounts can add is L, less what the floors took.
    const back = clmmLiquidityForAmounts(at, held.a, held.b);
    expect(back <= L && L - back < 1_000_000n).toBe(true);
    // With spare B, A binds: L from A = a · s · upper / ((upper − s) << 64).
    const s = 1n << 64n;
    expect(clmmLiquidityForAmounts(at, held.a, held.b * 2n)).toBe(
      (held.a * s * upper) / ((upper - s) << 64n),
    );
  });
});
