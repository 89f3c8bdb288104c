import { ByteRangeError, ByteValueError, InvalidFieldValueError } from '@keel/chain-readers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testKey } from '../testing/fixtures';
import '../testing/equality';
import { BorshReader } from './BorshReader';
import { BorshWriter } from './BorshWriter';

describe('BorshReader and BorshWriter', () => {
  it('read back what they write, in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xff }),
        fc.integer({ min: 0, max: 0xffff }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
        fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        fc.option(fc.bigInt({ min: 0n, max: 1000n }), { nil: null }),
        fc.array(fc.integer({ min: 0, max: 0xff }), { maxLength: 5 }),
        (u8, u16, u32, u64, i64, text, maybe, list) => {
          const w = new BorshWriter();
          w.u8(u8).u16(u16).u32(u32).u64(u64).i64(i64).string(text).bool(true).pubkey(testKey(5));
          w.option(maybe, (v) => w.u64(v)).vec(list, (item) => w.u8(item));
          const r = new BorshReader(w.toBytes());
          expect([r.u8(), r.u16(), r.u32(), r.u64(), r.i64(), r.string('t'), r.bool('b')]).toEqual([
            u8,
            u16,
            u32,
            u64,
            i64,
            text,
            true,
          ]);
          expect(r.pubkey()).toEqual(testKey(5));
          expect(r.option('o', () => r.u64())).toBe(maybe);
          expect(r.vec(1, () => r.u8())).toEqual(list);
          expect(r.remaining).toBe(0);
        },
      ),
    );
  });

  it('pads to an allocation with zeros', () => {
    expect(new BorshWriter().u8(7).toBytes(4)).toEqual(Uint8Array.of(7, 0, 0, 0));
    expect(new BorshWriter().u16(0x0102).toBytes(1)).toEqual(Uint8Array.of(2, 1));
  });

  it('refuses out-of-range values when writing', () => {
    expect(() => new BorshWriter().u8(256)).toThrow(ByteValueError);
    expect(() => new BorshWriter().u64(-1n)).toThrow(ByteValueError);
  });

  it('fails typed on overruns and forbidden values', () => {
    expect(() => new BorshReader(new Uint8Array(3)).u32()).toThrow(ByteRangeError);
    expect(() => new BorshReader(Uint8Array.of(2)).bool('flag')).toThrow(InvalidFieldValueError);
    expect(() => new BorshReader(Uint8Array.of(3)).option('x', () => 0)).toThrow(
      InvalidFieldValueError,
    );
    expect(() => new BorshReader(Uint8Array.of(1, 0, 0, 0, 0xff)).string('s')).toThrow(
      InvalidFieldValueError,
    );
    // four billion items claimed in five bytes: a size error before any allocation
    expect(() => new BorshReader(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0)).vec(2, () => 0)).toThrow(
      ByteRangeError,
    );
  });
});
