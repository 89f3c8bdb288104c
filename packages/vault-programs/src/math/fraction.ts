/*
 * klend's U68F60 `Fraction` as the vault program (kvault 2.1.1, linking kamino_lending 1.12.6)
 * uses it, in bits: 60 fractional bits, U256 intermediates, every step truncating unless the
 * program asks for a ceiling.
 */

export const FRACTION_BITS = 60n;
export const FRACTION_ONE = 1n << FRACTION_BITS;

/** `Fraction::from(u64)`. */
export const fractionOf = (value: bigint): bigint => value << FRACTION_BITS;
/** `to_floor::<u64>()`. */
export const floorOf = (bits: bigint): bigint => bits >> FRACTION_BITS;
/** `to_ceil::<u64>()`. */
export const ceilOf = (bits: bigint): bigint => (bits + FRACTION_ONE - 1n) >> FRACTION_BITS;
/** `frac()`, in bits. */
export const fracOf = (bits: bigint): bigint => bits & (FRACTION_ONE - 1n);

/** `full_mul_int_ratio`: bits × n / d, floored. */
export const fullMulIntRatio = (bits: bigint, n: bigint, d: bigint): bigint => (bits * n) / d;

/** `full_mul_int_ratio_ceil`: bits × n / d, rounded up. */
export const fullMulIntRatioCeil = (bits: bigint, n: bigint, d: bigint): bigint =>
  (bits * n + d - 1n) / d;

/** `full_mul_fraction_ratio_ceil`: a × n / d over three fractions' bits, rounded up. */
export const fullMulFractionRatioCeil = (a: bigint, n: bigint, d: bigint): bigint =>
  (a * n + d - 1n) / d;
