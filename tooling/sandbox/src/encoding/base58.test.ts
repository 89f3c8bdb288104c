import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Base58DecodeError, decodeBase58, encodeBase58 } from './base58';

describe('base58', () => {
  it('agrees with web3.js on public keys', () => {
    const key = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
    expect(encodeBase58(key.toBytes())).toBe(key.toBase58());
    expect(Buffer.from(decodeBase58(key.toBase58()))).toEqual(key.toBuffer());
  });

  it('keeps leading zero bytes as leading ones', () => {
    const bytes = new Uint8Array([0, 0, 1, 2, 255]);
    const text = encodeBase58(bytes);
    expect(text.startsWith('11')).toBe(true);
    expect([...decodeBase58(text)]).toEqual([...bytes]);
  });

  it('round-trips the empty value and the all-zero key', () => {
    expect(encodeBase58(new Uint8Array())).toBe('');
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111');
    expect(decodeBase58('').length).toBe(0);
  });

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow(Base58DecodeError);
  });
});
