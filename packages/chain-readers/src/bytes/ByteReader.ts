import { type Address, createAddress } from '../address/address';
import { ByteRangeError, InvalidFieldValueError } from './errors';

const U64_BITS = 64n;
const PUBKEY_LENGTH = 32;
const textDecoder = new TextDecoder('utf-8', { fatal: false });

/**
 * Little-endian reads at absolute offsets of a byte array (zero-copy account layouts are
 * fixed-offset, so a cursor would only hide the offsets the layout tables give).
 */
export class ByteReader {
  readonly bytes: Uint8Array;
  private readonly view: DataView;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get length(): number {
    return this.bytes.byteLength;
  }

  u8(offset: number): number {
    this.check(offset, 1);
    return this.view.getUint8(offset);
  }

  u16(offset: number): number {
    this.check(offset, 2);
    return this.view.getUint16(offset, true);
  }

  u32(offset: number): number {
    this.check(offset, 4);
    return this.view.getUint32(offset, true);
  }

  i32(offset: number): number {
    this.check(offset, 4);
    return this.view.getInt32(offset, true);
  }

  u64(offset: number): bigint {
    this.check(offset, 8);
    return this.view.getBigUint64(offset, true);
  }

  i64(offset: number): bigint {
    this.check(offset, 8);
    return this.view.getBigInt64(offset, true);
  }

  u128(offset: number): bigint {
    this.check(offset, 16);
    const low = this.view.getBigUint64(offset, true);
    const high = this.view.getBigUint64(offset + 8, true);
    return (high << U64_BITS) | low;
  }

  /** A u64 that must be a safe JS integer (counts, percents, decimals stored widened to u64). */
  u64Number(offset: number, field: string): number {
    const value = this.u64(offset);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new InvalidFieldValueError(field, `${value} is too large`);
    }
    return Number(value);
  }

  /** Zero-copy `bool as u8`: 0 is false, anything else true. */
  bool(offset: number): boolean {
    return this.u8(offset) !== 0;
  }

  pubkey(offset: number): Address {
    this.check(offset, PUBKEY_LENGTH);
    return createAddress(this.bytes.subarray(offset, offset + PUBKEY_LENGTH));
  }

  /** The key at `offset`, or null when it is the all-zero key ("none" in the layouts). */
  optionalPubkey(offset: number): Address | null {
    return this.isZero(offset, PUBKEY_LENGTH) ? null : this.pubkey(offset);
  }

  isZero(offset: number, length: number): boolean {
    this.check(offset, length);
    for (let i = offset; i < offset + length; i += 1) {
      if (this.bytes[i] !== 0) return false;
    }
    return true;
  }

  /** A plain Uint8Array copy of `length` bytes (never a view into, say, a pooled Buffer). */
  bytesAt(offset: number, length: number): Uint8Array {
    this.check(offset, length);
    return new Uint8Array(this.bytes.subarray(offset, offset + length));
  }

  /** A zero-padded UTF-8 string field, cut at the first NUL byte. */
  paddedString(offset: number, length: number): string {
    this.check(offset, length);
    const field = this.bytes.subarray(offset, offset + length);
    const end = field.indexOf(0);
    return textDecoder.decode(end === -1 ? field : field.subarray(0, end));
  }

  private check(offset: number, size: number): void {
    if (!Number.isInteger(offset) || offset < 0 || offset + size > this.bytes.byteLength) {
      throw new ByteRangeError(
        `Read of ${size} bytes at offset ${offset} is outside ${this.bytes.byteLength} bytes`,
      );
    }
  }
}
