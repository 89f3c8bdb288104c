import {
  bigFractionToDecimal,
  decimalToBigFraction,
  decimalToScaledFraction,
  scaledFractionToDecimal,
} from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ByteReader } from '../../bytes/ByteReader';
import type { ByteWriter } from '../../bytes/ByteWriter';

// Unused slots and empty orders are all zero; sharing one (immutable) zero skips a conversion.
const ZERO = scaledFractionToDecimal(0n);

/** A U68F60 `*Sf` u128 field as its exact value. */
export function readScaledFraction(reader: ByteReader, offset: number): Decimal {
  const raw = reader.u128(offset);
  return raw === 0n ? ZERO : scaledFractionToDecimal(raw);
}

export function writeScaledFraction(writer: ByteWriter, offset: number, value: Decimal): void {
  writer.u128(offset, decimalToScaledFraction(value));
}

/** A u64 holding the low 64 bits of a U68F60 fraction (ReserveFees). */
export function readScaledFraction64(reader: ByteReader, offset: number): Decimal {
  const raw = reader.u64(offset);
  return raw === 0n ? ZERO : scaledFractionToDecimal(raw);
}

export function writeScaledFraction64(writer: ByteWriter, offset: number, value: Decimal): void {
  writer.u64(offset, decimalToScaledFraction(value));
}

/** A `BigFractionBytes` field (256-bit integer with 60 fractional bits). */
export function readBigFraction(reader: ByteReader, base: number): Decimal {
  return bigFractionToDecimal([
    reader.u64(base),
    reader.u64(base + 8),
    reader.u64(base + 16),
    reader.u64(base + 24),
  ]);
}

export function writeBigFraction(writer: ByteWriter, base: number, value: Decimal): void {
  decimalToBigFraction(value).forEach((limb, index) => {
    writer.u64(base + index * 8, limb);
  });
}
