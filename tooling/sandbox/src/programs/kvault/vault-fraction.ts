import type { ExchangeRate } from '../klend/actions/collateral-rate';
import { FRACTION_BITS, ONE } from '../klend/fraction';

/*
 * The kvault program's Fraction steps (klend's U68F60, `fraction_utils.rs`), in bits: U256
 * intermediates, floors and ceilings exactly where the program takes them.
 */

export const fromU64 = (value: bigint): bigint => value << FRACTION_BITS;
export const floorOf = (bits: bigint): bigint => bits >> FRACTION_BITS;
export const ceilOf = (bits: bigint): bigint => (bits + ONE - 1n) >> FRACTION_BITS;
/** The fractional part's bits (`frac()`). */
export const fracOf = (bits: bigint): bigint => bits & (ONE - 1n);

/** `full_mul_int_ratio`: bits × n / d, rounded down. */
export const fullMulIntRatio = (bits: bigint, n: bigint, d: bigint): bigint => (bits * n) / d;

/** `full_mul_int_ratio_ceil`: bits × n / d, rounded up. */
export const fullMulIntRatioCeil = (bits: bigint, n: bigint, d: bigint): bigint =>
  (bits * n + d - 1n) / d;

/** `full_mul_fraction_ratio_ceil`: the three fractions' bits, a × n / d rounded up. */
export const fullMulFractionRatioCeil = (a: bigint, n: bigint, d: bigint): bigint =>
  (a * n + d - 1n) / d;

/** `Reserve::fraction_liquidity_to_collateral`: liquidity × cToken supply / total liquidity. */
export const fractionLiquidityToCollateral = (rate: ExchangeRate, liquidityBits: bigint): bigint =>
  ((liquidityBits * rate.collateralSupply) << FRACTION_BITS) / rate.liquidity;
