import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bigFractionToDecimal,
  decimalToBigFraction,
  decimalToScaledFraction,
  FixedPointRangeError,
  FRACTION_BITS,
  scaledFractionToDecimal,
} from './fixed-point';

const ONE_SF = 1n << 60n;
const U128_MAX = (1n << 128n) - 1n;
const U64_MAX = (1n << 64n) - 1n;

describe('scaledFractionToDecimal', () => {
  it('uses 60 fractional bits', () => {
    expect(FRACTION_BITS).toBe(60);
    expect(scaledFractionToDecimal(ONE_SF).toFixed()).toBe('1');
    expect(scaledFractionToDecimal(ONE_SF * 3n + ONE_SF / 2n).toFixed()).toBe('3.5');
  });

  it('is exact for the smallest step 2^-60', () => {
    expect(scaledFractionToDecimal(1n).toFixed()).toBe(
      '0.000000000000000000867361737988403547205962240695953369140625',
    );
  });

  it('decodes the MATH.md test reserve borrowedAmountSf = 1e8 (≈ 8.6736e-11 lamports)', () => {
    expect(scaledFractionToDecimal(100_000_000n).toSignificantDigits(21).toExponential()).toBe(
      '8.67361737988403547206e-11',
    );
  });

  it('is exact at u128::MAX', () => {
    const value = scaledFractionToDecimal(U128_MAX);
    expect(value.toFixed(0, 1)).toBe(((1n << 68n) - 1n).toString());
    expect(decimalToScaledFraction(value)).toBe(U128_MAX);
  });

  it('round-trips every u128', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: U128_MAX }), (raw) => {
        expect(decimalToScaledFraction(scaledFractionToDecimal(raw))).toBe(raw);
      }),
    );
  });
});

describe('decimalToScaledFraction', () => {
  it('truncates toward zero', () => {
    // 5e-19 is below one step (≈ 8.67e-19)
    expect(decimalToScaledFraction('5e-19')).toBe(0n);
    expect(decimalToScaledFraction('0.1')).toBe(115292150460684697n);
    expect(decimalToScaledFraction(1)).toBe(ONE_SF);
  });

  it('rejects values outside the u128 range and non-finite values', () => {
    expect(() => decimalToScaledFraction(-1)).toThrow(FixedPointRangeError);
    expect(() => decimalToScaledFraction('3e20')).toThrow(FixedPointRangeError);
    expect(() => decimalToScaledFraction(Number.NaN)).toThrow(FixedPointRangeError);
  });
});

describe('BigFractionBytes', () => {
  it('reads little-endian limbs with 60 fractional bits', () => {
    expect(bigFractionToDecimal([ONE_SF, 0n, 0n, 0n]).toFixed()).toBe('1');
    // limb 1 is worth 2^64 / 2^60 = 16
    expect(bigFractionToDecimal([0n, 1n, 0n, 0n]).toFixed()).toBe('16');
    expect(bigFractionToDecimal([0n, 0n, 1n, 0n]).toFixed()).toBe((2n ** 68n).toString());
  });

  it('is exact for a value using all 256 bits', () => {
    const raw = (1n << 256n) - 1n;
    const limbs = [U64_MAX, U64_MAX, U64_MAX, U64_MAX];
    const value = bigFractionToDecimal(limbs);
    // value × 2^60 must give back the integer exactly (119 significant digits)
    expect(value.toFixed()).toBe(
      `${(raw >> 60n).toString()}.${(((raw & ((1n << 60n) - 1n)) * 10n ** 60n) >> 60n).toString().padStart(60, '0')}`,
    );
  });

  it('writes limbs and round-trips every 256-bit value', () => {
    expect(decimalToBigFraction(16)).toEqual([0n, 1n, 0n, 0n]);
    const limb = fc.bigInt({ min: 0n, max: U64_MAX });
    fc.assert(
      fc.property(fc.tuple(limb, limb, limb, limb), (limbs) => {
        expect(decimalToBigFraction(bigFractionToDecimal(limbs))).toEqual(limbs);
      }),
    );
  });

  it('rejects a wrong limb count or a limb that is not a u64', () => {
    expect(() => bigFractionToDecimal([1n, 0n, 0n])).toThrow(FixedPointRangeError);
    expect(() => bigFractionToDecimal([U64_MAX + 1n, 0n, 0n, 0n])).toThrow(FixedPointRangeError);
    expect(() => bigFractionToDecimal([-1n, 0n, 0n, 0n])).toThrow(FixedPointRangeError);
    expect(() => decimalToBigFraction(-0.5)).toThrow(FixedPointRangeError);
  });
});
