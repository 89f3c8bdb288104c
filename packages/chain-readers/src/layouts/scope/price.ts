import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

/** Scope `Price`: value / 10^exp, kept raw so that encoding gives back the same bytes. */
export interface ScopePrice {
  value: bigint;
  exp: bigint;
}

export function readScopePrice(r: ByteReader, base: number): ScopePrice {
  return { value: r.u64(base), exp: r.u64(base + 8) };
}

export function writeScopePrice(w: ByteWriter, base: number, price: ScopePrice): void {
  w.u64(base, price.value).u64(base + 8, price.exp);
}

/** The exact price a Scope `Price` stands for. */
export function scopePriceToDecimal(price: ScopePrice): Decimal {
  return new MathDecimal(price.value.toString()).div(new MathDecimal(10).pow(price.exp.toString()));
}
