import { programPanic } from './anchor-errors';

/*
 * kfarms' integer maths: u64 with overflow-checks (a panic), and decimal_wad's `Decimal`, a
 * U192 holding value × 10^18 whose products and quotients truncate.
 */

export const WAD = 10n ** 18n;
export const U64_MAX = (1n << 64n) - 1n;
const U128_MAX = (1n << 128n) - 1n;
const U192_MAX = (1n << 192n) - 1n;

/** What a failing `Decimal` operator (`try_*().unwrap()`) panics with. */
const MATH_OVERFLOW = 'called `Result::unwrap()` on an `Err` value: MathOverflow';

function u192(value: bigint): bigint {
  if (value > U192_MAX) throw programPanic(MATH_OVERFLOW);
  return value;
}

/** `a - b` on u64 / u128 under overflow-checks. */
export function sub(a: bigint, b: bigint): bigint {
  if (b > a) throw programPanic('attempt to subtract with overflow');
  return a - b;
}

/** `Decimal - Decimal`. */
export function decimalSub(a: bigint, b: bigint): bigint {
  if (b > a) throw programPanic(MATH_OVERFLOW);
  return a - b;
}

/** `a + b` on u64 under overflow-checks. */
export function addU64(a: bigint, b: bigint): bigint {
  if (a + b > U64_MAX) throw programPanic('attempt to add with overflow');
  return a + b;
}

/** `Decimal::to_scaled_val::<u128>().unwrap()`. */
export function toU128(scaled: bigint): bigint {
  if (scaled > U128_MAX) throw programPanic(MATH_OVERFLOW);
  return scaled;
}

/** `Decimal::from(n)`. */
export function decimalFrom(n: bigint): bigint {
  return u192(n * WAD);
}

/** `Decimal * Decimal`: truncated to 18 decimals. */
export function decimalMul(a: bigint, b: bigint): bigint {
  return u192(a * b) / WAD;
}

/** `Decimal * n` for an integer n (the raw value times n). */
export function decimalTimes(a: bigint, n: bigint): bigint {
  return u192(a * n);
}

/** `Decimal / n` for an integer n. */
export function decimalOver(a: bigint, n: bigint): bigint {
  if (n === 0n) throw programPanic(MATH_OVERFLOW);
  return a / n;
}

/** `Decimal / Decimal`. */
export function decimalDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw programPanic(MATH_OVERFLOW);
  return u192(a * WAD) / b;
}

/** `Decimal::try_floor::<u64>()`; null when it does not fit (the caller's error). */
export function floorU64(scaled: bigint): bigint | null {
  const value = scaled / WAD;
  return value > U64_MAX ? null : value;
}

export function ceilU64(scaled: bigint): bigint | null {
  const value = (scaled + WAD - 1n) / WAD;
  return value > U64_MAX ? null : value;
}

/** kfarms `ten_pow`: 10^x for x ≤ 19, a panic above. */
export function tenPow(x: number | bigint): bigint {
  if (BigInt(x) > 19n) throw programPanic('The exponent must be between 0 and 19.');
  return 10n ** BigInt(x);
}

/** kfarms `u64_mul_div`: a × b / c through a U128. */
export function u64MulDiv(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) throw programPanic('attempt to divide by zero');
  const result = (a * b) / c;
  if (result > U64_MAX) throw programPanic('u64_mul_div overflow');
  return result;
}

export function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
