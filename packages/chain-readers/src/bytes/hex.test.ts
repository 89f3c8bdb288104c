import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes } from './hex';

describe('hex', () => {
  it('round-trips bytes', () => {
    expect(Array.from(hexToBytes('00ff10'))).toEqual([0, 255, 16]);
    expect(bytesToHex(new Uint8Array([0, 255, 16]))).toBe('00ff10');
  });

  it('rejects odd lengths and non-hex characters', () => {
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
  });
});
