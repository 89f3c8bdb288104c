import Decimal from 'decimal.js';
import { MathDecimal, toDecimal } from './decimal';

/** klend scaled fractions (U68F60 and BigFractionBytes) carry 60 fractional bits. */
export const FRACTION_BITS = 60;

const FRACTION_SCALE = 1n << BigInt(FRACTION_BITS);
/**
 * Conversions run at 130 digits: a 256-bit value over 2^60 has up to 59 integer and 60
 * fractional digits (119 in all), so every division and multiplication by 2^60 is exact. Results
 * are handed back as MathDecimal instances that keep all those digits (construction does not
 * round); further arithmetic rounds to MathDecimal's 80 digits as usual.
 */
const WideDecimal = Decimal.clone({ precision: 130, rounding: Decimal.ROUND_DOWN });
const FRACTION_SCALE_DECIMAL = new WideDecimal(FRACTION_SCALE.toString());
const LIMB_BITS = 64n;
const LIMB_MASK = (1n << LIMB_BITS) - 1n;
const BIG_FRACTION_LIMBS = 4;
const U128_MAX = (1n << 128n) - 1n;
const U256_MAX = (1n << 256n) - 1n;

/** Thrown when a value does not fit the fixed-point field it is converted to or from. */
export class FixedPointRangeError extends RangeError {
  override readonly name = 'FixedPointRangeError';
}

/** 2^-60 = 5^60 / 10^60, so raw·5^60 read with the decimal point 60 places left is exact. */
const FIVE_POW_FRACTION_BITS = 5n ** BigInt(FRACTION_BITS);

/**
 * Value of a klend `*Sf` field (U68F60: raw / 2^60), exact. Scaling by 5^60 in bigint and
 * placing the decimal point by string avoids a wide Decimal division on this hot path (every
 * reserve and obligation decode converts dozens of these).
 */
export function scaledFractionToDecimal(value: bigint): Decimal {
  if (value === 0n) return new MathDecimal(0);
  const negative = value < 0n;
  const digits = ((negative ? -value : value) * FIVE_POW_FRACTION_BITS)
    .toString()
    .padStart(FRACTION_BITS + 1, '0');
  const split = digits.length - FRACTION_BITS;
  const text = `${negative ? '-' : ''}${digits.slice(0, split)}.${digits.slice(split)}`;
  return new MathDecimal(text);
}

/**
 * Raw `*Sf` bits for a value: value·2^60 truncated toward zero. Throws FixedPointRangeError for
 * non-finite values or results outside the u128 range.
 */
export function decimalToScaledFraction(value: Decimal.Value): bigint {
  const raw = toScaledInteger(value);
  if (raw < 0n || raw > U128_MAX) {
    throw new FixedPointRangeError(`Value does not fit a U68F60 scaled fraction: ${String(value)}`);
  }
  return raw;
}

/**
 * Value of a `BigFractionBytes` field: 4 little-endian u64 limbs of a 256-bit integer with 60
 * fractional bits. Throws FixedPointRangeError unless there are exactly 4 limbs, each a u64.
 */
export function bigFractionToDecimal(limbs: readonly bigint[]): Decimal {
  if (limbs.length !== BIG_FRACTION_LIMBS) {
    throw new FixedPointRangeError(`BigFractionBytes needs 4 limbs, got ${limbs.length}`);
  }
  let raw = 0n;
  for (let i = BIG_FRACTION_LIMBS - 1; i >= 0; i -= 1) {
    const limb = limbs[i] as bigint;
    if (limb < 0n || limb > LIMB_MASK) {
      throw new FixedPointRangeError(`BigFractionBytes limb ${i} is not a u64: ${limb}`);
    }
    raw = (raw << LIMB_BITS) | limb;
  }
  return scaledFractionToDecimal(raw);
}

/** The 4 little-endian u64 limbs of a value as `BigFractionBytes` (truncated toward zero). */
export function decimalToBigFraction(value: Decimal.Value): bigint[] {
  let raw = toScaledInteger(value);
  if (raw < 0n || raw > U256_MAX) {
    throw new FixedPointRangeError(`Value does not fit a 256-bit big fraction: ${String(value)}`);
  }
  const limbs: bigint[] = [];
  for (let i = 0; i < BIG_FRACTION_LIMBS; i += 1) {
    limbs.push(raw & LIMB_MASK);
    raw >>= LIMB_BITS;
  }
  return limbs;
}

function toScaledInteger(value: Decimal.Value): bigint {
  const decimal = toDecimal(value);
  if (!decimal.isFinite()) {
    throw new FixedPointRangeError(`Cannot encode a non-finite value: ${decimal.toString()}`);
  }
  return BigInt(new WideDecimal(decimal).mul(FRACTION_SCALE_DECIMAL).trunc().toFixed(0));
}
