import { panic } from './anchor-errors';

/*
 * klend's numbers, bit for bit: `Fraction` is the `fixed` crate's U68F60 (a u128 of 60 fractional
 * bits) and `BigFraction` a U256 with the same scale. Values are their raw bits as bigints. The
 * program is built with overflow checks, so an overflow or an underflow panics, as here.
 */

export const FRACTION_BITS = 60n;
export const ONE = 1n << FRACTION_BITS;
const U64_MAX = (1n << 64n) - 1n;
const U128_MAX = (1n << 128n) - 1n;
const U256_MAX = (1n << 256n) - 1n;

function u128(value: bigint, operation: string): bigint {
  if (value < 0n) panic(`attempt to ${operation} with overflow`);
  if (value > U128_MAX) panic(`attempt to ${operation} with overflow`);
  return value;
}

function u256(value: bigint): bigint {
  if (value < 0n || value > U256_MAX) panic('arithmetic operation overflow');
  return value;
}

/** `Fraction::from_num(n)` of an integer. */
export function fromInt(value: bigint | number): bigint {
  return u128(BigInt(value) << FRACTION_BITS, 'shift left');
}

export function add(a: bigint, b: bigint): bigint {
  return u128(a + b, 'add');
}

export function sub(a: bigint, b: bigint): bigint {
  return u128(a - b, 'subtract');
}

/** Fraction × Fraction: the exact product shifted back, rounded down (the crate truncates). */
export function mul(a: bigint, b: bigint): bigint {
  return u128((a * b) >> FRACTION_BITS, 'multiply');
}

/** Fraction ÷ Fraction, rounded down. */
export function div(a: bigint, b: bigint): bigint {
  if (b === 0n) panic('attempt to divide by zero');
  return u128((a << FRACTION_BITS) / b, 'divide');
}

/** Fraction × integer (bits × n). */
export function mulInt(a: bigint, n: bigint): bigint {
  return u128(a * n, 'multiply');
}

/** Fraction ÷ integer (bits ÷ n, rounded down). */
export function divInt(a: bigint, n: bigint): bigint {
  if (n === 0n) panic('attempt to divide by zero');
  return a / n;
}

export function fromPercent(percent: bigint | number): bigint {
  return divInt(fromInt(percent), 100n);
}

export function fromBps(bps: bigint | number): bigint {
  return divInt(fromInt(bps), 10_000n);
}

export function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}

export function max(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}

export function ceil(a: bigint): bigint {
  return (a + ONE - 1n) >> FRACTION_BITS;
}

/** `round()`: to the nearest integer, ties away from zero. */
export function round(a: bigint): bigint {
  return (a + (ONE >> 1n)) >> FRACTION_BITS;
}

/** `to_bps()`: round(x × 10 000). */
export function toBps(a: bigint): bigint {
  return round(mulInt(a, 10_000n));
}

/** `to_percent()`: round(x × 100). */
export function toPercent(a: bigint): bigint {
  return round(mulInt(a, 100n));
}

/** `full_mul_int_ratio`: bits × numerator ÷ denominator in 256 bits, rounded down. */
export function fullMulIntRatio(a: bigint, numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) panic('attempt to divide by zero');
  return u128(u256(a * numerator) / denominator, 'convert (the result does not fit a Fraction)');
}

/** BigFraction × BigFraction (U256 product shifted back). */
export function bigMul(a: bigint, b: bigint): bigint {
  return u256(a * b) >> FRACTION_BITS;
}

/** A u64 field that must not overflow (`+=` on a u64). */
export function u64Add(a: bigint, b: bigint): bigint {
  const sum = a + b;
  if (sum > U64_MAX) panic('attempt to add with overflow');
  return sum;
}

/** `FractionDisplay`: the value rounded to 4 decimals, as the program's logs print it. */
export function display(a: bigint): string {
  const rounded = a + ONE / 20_000n;
  const integer = rounded >> FRACTION_BITS;
  const fractional = rounded & (ONE - 1n);
  const digits = ((fractional >> 30n) * 10_000n) >> 30n;
  return `${integer}.${digits.toString().padStart(4, '0')}`;
}

const U128_MOD = 1n << 128n;
/** `ceil_log10_2_times(60)`: the most decimals a 60-bit fraction needs. */
const MAX_DECIMALS = 19;

/**
 * The `fixed` crate's Display of a Fraction (`{}` in the program's logs): the fewest decimals
 * that read back to the same bits, the last one rounded half to even, trailing zeros dropped.
 */
export function displayExact(a: bigint): string {
  let integer = a >> FRACTION_BITS;
  // The fraction left-aligned in 128 bits, and half its last bit (the `boundary`).
  let frac = (a & (ONE - 1n)) << (128n - FRACTION_BITS);
  let boundary = 1n << (128n - FRACTION_BITS - 1n);
  const digits: number[] = [];
  const near = (x: bigint, limit: bigint) => x < limit || (U128_MOD - x) % U128_MOD < limit;
  for (let i = 0; i < MAX_DECIMALS; i += 1) {
    frac *= 10n;
    digits.push(Number(frac >> 128n));
    frac %= U128_MOD;
    if (near(frac, 10n)) break;
    boundary = (boundary * 10n) % U128_MOD;
    if (near(frac, boundary)) break;
  }
  const half = 1n << 127n;
  const last = digits[digits.length - 1] ?? Number(integer % 10n);
  if (frac > half || (frac === half && last % 2 === 1)) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) {
      digits[i] = 0;
      i -= 1;
    }
    if (i >= 0) digits[i] = (digits[i] ?? 0) + 1;
    else integer += 1n;
  }
  while (digits.length > 0 && digits[digits.length - 1] === 0) digits.pop();
  return digits.length === 0 ? `${integer}` : `${integer}.${digits.join('')}`;
}
