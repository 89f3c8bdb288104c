import type { Address } from '../address/address';
import { ByteRangeError, ByteValueError } from './errors';

const U64_MAX = (1n << 64n) - 1n;
const U128_MAX = (1n << 128n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;
const U64_BITS = 64n;
const textEncoder = new TextEncoder();

/**
 * Little-endian writes at absolute offsets into a zero-filled buffer of a fixed size; every
 * value is range-checked so a bad model fails loudly instead of wrapping around.
 */
export class ByteWriter {
  private readonly buffer: Uint8Array;
  private readonly view: DataView;

  constructor(size: number) {
    this.buffer = new Uint8Array(size);
    this.view = new DataView(this.buffer.buffer);
  }

  get length(): number {
    return this.buffer.byteLength;
  }

  u8(offset: number, value: number): this {
    this.check(offset, 1);
    this.view.setUint8(offset, checkInteger(value, 0, 0xff, 'u8'));
    return this;
  }

  u16(offset: number, value: number): this {
    this.check(offset, 2);
    this.view.setUint16(offset, checkInteger(value, 0, 0xffff, 'u16'), true);
    return this;
  }

  u32(offset: number, value: number): this {
    this.check(offset, 4);
    this.view.setUint32(offset, checkInteger(value, 0, 0xffffffff, 'u32'), true);
    return this;
  }

  i32(offset: number, value: number): this {
    this.check(offset, 4);
    this.view.setInt32(offset, checkInteger(value, -0x80000000, 0x7fffffff, 'i32'), true);
    return this;
  }

  u64(offset: number, value: bigint | number): this {
    this.check(offset, 8);
    this.view.setBigUint64(offset, checkBigInt(value, 0n, U64_MAX, 'u64'), true);
    return this;
  }

  i64(offset: number, value: bigint | number): this {
    this.check(offset, 8);
    this.view.setBigInt64(offset, checkBigInt(value, I64_MIN, I64_MAX, 'i64'), true);
    return this;
  }

  u128(offset: number, value: bigint): this {
    this.check(offset, 16);
    const checked = checkBigInt(value, 0n, U128_MAX, 'u128');
    this.view.setBigUint64(offset, checked & U64_MAX, true);
    this.view.setBigUint64(offset + 8, checked >> U64_BITS, true);
    return this;
  }

  bool(offset: number, value: boolean): this {
    return this.u8(offset, value ? 1 : 0);
  }

  pubkey(offset: number, key: Address): this {
    return this.bytes(offset, key.toBytes());
  }

  /** Writes the key, or leaves the all-zero key for null. */
  optionalPubkey(offset: number, key: Address | null): this {
    if (key !== null) this.pubkey(offset, key);
    return this;
  }

  bytes(offset: number, source: Uint8Array): this {
    this.check(offset, source.byteLength);
    this.buffer.set(source, offset);
    return this;
  }

  /** A zero-padded UTF-8 string field; throws when the text does not fit. */
  paddedString(offset: number, length: number, text: string): this {
    const encoded = textEncoder.encode(text);
    if (encoded.byteLength > length) {
      throw new ByteValueError(`Text of ${encoded.byteLength} bytes does not fit ${length} bytes`);
    }
    this.check(offset, length);
    this.buffer.set(encoded, offset);
    return this;
  }

  toBytes(): Uint8Array {
    return this.buffer;
  }

  private check(offset: number, size: number): void {
    if (!Number.isInteger(offset) || offset < 0 || offset + size > this.buffer.byteLength) {
      throw new ByteRangeError(
        `Write of ${size} bytes at offset ${offset} is outside ${this.buffer.byteLength} bytes`,
      );
    }
  }
}

function checkInteger(value: number, min: number, max: number, type: string): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ByteValueError(`${String(value)} is not a ${type}`);
  }
  return value;
}

function checkBigInt(value: bigint | number, min: bigint, max: bigint, type: string): bigint {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new ByteValueError(`${String(value)} is not a ${type}`);
  }
  const big = BigInt(value);
  if (big < min || big > max) throw new ByteValueError(`${big} is not a ${type}`);
  return big;
}
