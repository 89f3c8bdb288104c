import Decimal from 'decimal.js';
import { MathDecimal, type NumericInput, toDecimal } from '../decimal';

/*
 * klend's `Fraction` (the fixed crate's U68F60) reproduced in Decimal: every product and quotient
 * is truncated to 60 fractional bits, as the program's arithmetic truncates, so a computation
 * written step for step like the program's gives its results to the last bit (and so its rounded
 * lamport amounts to the lamport).
 *
 * 200 digits hold any product of two such values exactly (each has at most 60 fractional and
 * about 21 integer digits); a quotient is rounded down there, far below 2^-60, so truncating it
 * to the grid gives the exact floor.
 */
const Wide = Decimal.clone({ precision: 200, rounding: Decimal.ROUND_DOWN });
const SCALE = new Wide(2).pow(60);

/** A value on the U68F60 grid (a Decimal of the wide class). */
export type ProgramFraction = Decimal;

const truncate = (value: Decimal): ProgramFraction => value.times(SCALE).floor().div(SCALE);

/** `Fraction::from_num` of an integer, or an `*Sf` value read as it is stored (truncated). */
export const fraction = (value: NumericInput): ProgramFraction =>
  truncate(new Wide(toDecimal(value)));

export const ONE: ProgramFraction = new Wide(1);

export const mul = (a: ProgramFraction, b: ProgramFraction): ProgramFraction =>
  truncate(a.times(b));

export const div = (a: ProgramFraction, b: ProgramFraction): ProgramFraction => truncate(a.div(b));

/** `Fraction::from_percent`. */
export const fromPercent = (percent: NumericInput): ProgramFraction =>
  truncate(new Wide(toDecimal(percent)).div(100));

/** `Fraction::from_bps`. */
export const fromBps = (bps: NumericInput): ProgramFraction =>
  truncate(new Wide(toDecimal(bps)).div(10_000));

export const minOf = (...values: ProgramFraction[]): ProgramFraction => Wide.min(...values);
export const maxOf = (...values: ProgramFraction[]): ProgramFraction => Wide.max(...values);

/** `to_ceil()` / `to_floor()` as a u64. */
export const ceilInt = (value: ProgramFraction): bigint => BigInt(value.ceil().toFixed(0));
export const floorInt = (value: ProgramFraction): bigint => BigInt(value.floor().toFixed(0));

/** Hands a result back as this package's Decimal class (all its digits kept). */
export const toMath = (value: ProgramFraction): Decimal => new MathDecimal(value);
