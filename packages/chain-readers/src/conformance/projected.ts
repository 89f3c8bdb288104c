import { decimalToBigFraction, decimalToScaledFraction } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { type Address, DEFAULT_ADDRESS } from '../address/address';

/**
 * A value in the common shape both sides are reduced to before comparing: every scalar a
 * string (integers in base 10, keys in base58, booleans '1'/'0'), structs as objects, arrays as
 * arrays. A sparse array (holes) compares only the slots it has.
 */
export type Projected = string | Projected[] | { [field: string]: Projected };

const textEncoder = new TextEncoder();

export const u = (value: bigint | number): string => value.toString(10);
export const b = (value: boolean): string => (value ? '1' : '0');
export const pk = (key: Address | null): string => (key ?? DEFAULT_ADDRESS).toBase58();
export const sf = (value: Decimal): string => decimalToScaledFraction(value).toString(10);
export const bsf = (value: Decimal): Projected => ({
  value: decimalToBigFraction(value).map((limb) => limb.toString(10)),
});
export const list = (values: readonly (bigint | number)[]): string[] => values.map(u);

/** A zero-padded text field as the byte array the IDL declares. */
export function text(value: string, length: number): string[] {
  const bytes = new Uint8Array(length);
  bytes.set(textEncoder.encode(value));
  return Array.from(bytes, u);
}

export function bytes(value: Uint8Array): string[] {
  return Array.from(value, u);
}

/** An array with entries at the given indices only (other slots are not compared). */
export function sparse(entries: readonly [number, Projected][]): Projected[] {
  const result: Projected[] = [];
  for (const [index, value] of entries) result[index] = value;
  return result;
}
