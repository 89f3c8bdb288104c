import { bigFractionToDecimal, scaledFractionToDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import { type Address, createAddress } from '../address/address';

/**
 * Deterministic pseudo-random field values for test accounts: every field gets its own value,
 * so a decoder reading the wrong offset shows up as a mismatch.
 */
export class SampleSource {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** mulberry32: small, fast, good enough to make fields differ. */
  next32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  int(min: number, max: number): number {
    return min + (this.next32() % (max - min + 1));
  }

  u8(): number {
    return this.next32() & 0xff;
  }

  u16(): number {
    return this.next32() & 0xffff;
  }

  u32(): number {
    return this.next32();
  }

  i32(): number {
    return this.next32() | 0;
  }

  bool(): boolean {
    return (this.next32() & 1) === 1;
  }

  u64(): bigint {
    return (BigInt(this.next32()) << 32n) | BigInt(this.next32());
  }

  i64(): bigint {
    return BigInt.asIntN(64, this.u64());
  }

  u128(): bigint {
    return (this.u64() << 64n) | this.u64();
  }

  /** A u64 below 2^53 for fields the model keeps as a JS number. */
  safeU64Number(): number {
    return Number(this.u64() >> 11n);
  }

  pubkey(): Address {
    const bytes = new Uint8Array(32);
    for (let i = 0; i < 32; i += 4) {
      const word = this.next32();
      bytes[i] = word & 0xff;
      bytes[i + 1] = (word >>> 8) & 0xff;
      bytes[i + 2] = (word >>> 16) & 0xff;
      bytes[i + 3] = (word >>> 24) & 0xff;
    }
    // An all-zero key means "none" in the layouts; make sure a sample key is never that.
    bytes[0] = (bytes[0] ?? 0) | 1;
    return createAddress(bytes);
  }

  optionalPubkey(): Address | null {
    return this.bool() ? this.pubkey() : null;
  }

  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i += 1) bytes[i] = this.u8();
    return bytes;
  }

  /** ASCII text without NUL, at most `maxLength` bytes. */
  text(maxLength: number): string {
    const length = this.int(0, maxLength);
    let text = '';
    for (let i = 0; i < length; i += 1) text += String.fromCharCode(this.int(0x21, 0x7e));
    return text;
  }

  /** A U68F60 value from a random u128. */
  scaledFraction(): Decimal {
    return scaledFractionToDecimal(this.u128());
  }

  /** A U68F60 value that fits a u64 (ReserveFees). */
  scaledFraction64(): Decimal {
    return scaledFractionToDecimal(this.u64());
  }

  bigFraction(): Decimal {
    return bigFractionToDecimal([this.u64(), this.u64(), this.u64(), this.u64()]);
  }

  pick<T>(values: readonly T[]): T {
    const value = values[this.int(0, values.length - 1)];
    if (value === undefined) throw new RangeError('pick from an empty list');
    return value;
  }

  list<T>(length: number, make: () => T): T[] {
    return Array.from({ length }, make);
  }
}
