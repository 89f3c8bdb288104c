import { PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../address/address';
import { ByteReader } from './ByteReader';
import { ByteWriter } from './ByteWriter';
import { ByteRangeError, ByteValueError, InvalidFieldValueError } from './errors';

describe('ByteReader and ByteWriter', () => {
  it('read back every integer width little-endian', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xff }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: -0x80000000, max: 0x7fffffff }),
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
        fc.bigInt({ min: 0n, max: 2n ** 128n - 1n }),
        (u8, u16, u32, i32, u64, i64, u128) => {
          const bytes = new ByteWriter(64)
            .u8(0, u8)
            .u16(1, u16)
            .u32(3, u32)
            .i32(7, i32)
            .u64(11, u64)
            .i64(19, i64)
            .u128(27, u128)
            .toBytes();
          const reader = new ByteReader(bytes);
          expect([reader.u8(0), reader.u16(1), reader.u32(3), reader.i32(7)]).toEqual([
            u8,
            u16,
            u32,
            i32,
          ]);
          expect([reader.u64(11), reader.i64(19), reader.u128(27)]).toEqual([u64, i64, u128]);
        },
      ),
    );
  });

  it('stores the low byte first', () => {
    const bytes = new ByteWriter(20)
      .u32(0, 0x01020304)
      .u128(4, 0x0506n | (1n << 64n))
      .toBytes();
    expect(Array.from(bytes.subarray(0, 4))).toEqual([4, 3, 2, 1]);
    expect(bytes[4]).toBe(6);
    expect(bytes[5]).toBe(5);
    expect(bytes[12]).toBe(1);
  });

  it('reads from a view into a larger buffer at its own offset', () => {
    const backing = new Uint8Array([9, 9, 7, 0, 0, 0, 0, 0, 0, 0]);
    const reader = new ByteReader(backing.subarray(2));
    expect(reader.u64(0)).toBe(7n);
    expect(reader.length).toBe(8);
  });

  it('copies byte ranges out of a Buffer into a plain Uint8Array', () => {
    const buffer = Buffer.from([1, 2, 3, 4]);
    const copy = new ByteReader(buffer).bytesAt(1, 2);
    buffer[1] = 9;
    expect(copy).toEqual(new Uint8Array([2, 3]));
    expect(Buffer.isBuffer(copy)).toBe(false);
  });

  it('treats any non-zero byte as true', () => {
    expect(new ByteReader(new Uint8Array([0, 1, 200])).bool(2)).toBe(true);
    expect(new ByteReader(new Uint8Array([0])).bool(0)).toBe(false);
  });

  it('reads keys and the all-zero key as none', () => {
    const key = new PublicKey('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');
    const bytes = new ByteWriter(64).pubkey(0, key).optionalPubkey(32, null).toBytes();
    const reader = new ByteReader(bytes);
    expect(sameAddress(reader.pubkey(0), key)).toBe(true);
    expect(sameAddress(reader.optionalPubkey(0), key)).toBe(true);
    expect(reader.optionalPubkey(32)).toBeNull();
  });

  it('reads zero-padded text up to the first NUL', () => {
    const bytes = new ByteWriter(32).paddedString(0, 32, 'USDC').toBytes();
    expect(new ByteReader(bytes).paddedString(0, 32)).toBe('USDC');
    expect(() => new ByteWriter(4).paddedString(0, 4, 'TOO LONG')).toThrow(ByteValueError);
  });

  it('throws ByteRangeError outside the buffer, never reads past it', () => {
    const reader = new ByteReader(new Uint8Array(8));
    expect(() => reader.u64(1)).toThrow(ByteRangeError);
    expect(() => reader.u8(-1)).toThrow(ByteRangeError);
    expect(() => reader.pubkey(0)).toThrow(ByteRangeError);
    expect(() => new ByteWriter(4).u64(0, 1n)).toThrow(ByteRangeError);
  });

  it('refuses values that do not fit the field', () => {
    const writer = new ByteWriter(16);
    expect(() => writer.u8(0, 256)).toThrow(ByteValueError);
    expect(() => writer.u16(0, -1)).toThrow(ByteValueError);
    expect(() => writer.u32(0, 1.5)).toThrow(ByteValueError);
    expect(() => writer.u64(0, 2n ** 64n)).toThrow(ByteValueError);
    expect(() => writer.u64(0, -1n)).toThrow(ByteValueError);
    expect(() => writer.i64(0, 2n ** 63n)).toThrow(ByteValueError);
    expect(() => writer.u128(0, 2n ** 128n)).toThrow(ByteValueError);
    expect(() => writer.u64(0, Number.NaN)).toThrow(ByteValueError);
  });

  it('reads a u64 as a number only when it is a safe integer', () => {
    const bytes = new ByteWriter(16)
      .u64(0, 6n)
      .u64(8, 2n ** 60n)
      .toBytes();
    const reader = new ByteReader(bytes);
    expect(reader.u64Number(0, 'decimals')).toBe(6);
    expect(() => reader.u64Number(8, 'decimals')).toThrow(InvalidFieldValueError);
  });
});
