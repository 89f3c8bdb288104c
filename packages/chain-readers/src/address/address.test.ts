import { createHash } from 'node:crypto';
import { PublicKey } from '@solana/web3.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findProgramAddress } from '../pda/programAddress';
import { createAddress, DEFAULT_ADDRESS, isAddress, parseAddress, sameAddress } from './address';
import { decodeBase58, encodeBase58 } from './base58';
import { isOnCurve } from './edwardsCurve';
import { sha256 } from './sha256';

const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('base58', () => {
  it('writes and reads 32 bytes as web3.js does, leading zero bytes included', () => {
    fc.assert(
      fc.property(bytes32, fc.nat({ max: 32 }), (raw, zeros) => {
        const bytes = raw.slice();
        bytes.fill(0, 0, zeros);
        const text = new PublicKey(bytes).toBase58();
        expect(encodeBase58(bytes)).toBe(text);
        expect(decodeBase58(text)).toEqual(bytes);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    expect(decodeBase58('0abc')).toBeNull();
    expect(decodeBase58('Il')).toBeNull();
  });
});

describe('Address', () => {
  it('reads like a PublicKey of the same bytes and compares with one', () => {
    fc.assert(
      fc.property(bytes32, (bytes) => {
        const key = new PublicKey(bytes);
        const address = createAddress(bytes);
        expect(address.toBase58()).toBe(key.toBase58());
        expect(address.toString()).toBe(key.toString());
        expect(JSON.stringify({ address })).toBe(JSON.stringify({ address: key }));
        expect(address.toBytes()).toEqual(key.toBytes());
        expect(sameAddress(address, key)).toBe(true);
        // Why `sameAddress` is the one comparison: web3.js compares its own internals.
        expect(() => key.equals(address as PublicKey)).toThrow();
      }),
      { numRuns: 200 },
    );
  });

  it('keeps its own bytes (input and output are copies)', () => {
    const bytes = new Uint8Array(32).fill(7);
    const address = createAddress(bytes);
    bytes.fill(1);
    address.toBytes().fill(2);
    expect(address.toBytes()).toEqual(new Uint8Array(32).fill(7));
  });

  it('refuses what web3.js refuses: wrong length, bad characters', () => {
    expect(() => createAddress(new Uint8Array(31))).toThrow('Invalid public key input');
    expect(() => createAddress('abc')).toThrow('Invalid public key input');
    expect(parseAddress('not-an-address')).toBeNull();
    expect(parseAddress(' So11111111111111111111111111111111111111112 ')?.toBase58()).toBe(
      'So11111111111111111111111111111111111111112',
    );
    expect(DEFAULT_ADDRESS.toBase58()).toBe(PublicKey.default.toBase58());
  });

  it('recognises both kinds', () => {
    expect(isAddress(DEFAULT_ADDRESS)).toBe(true);
    expect(isAddress(PublicKey.default)).toBe(true);
    expect(isAddress('11111111111111111111111111111111')).toBe(false);
    expect(isAddress(null)).toBe(false);
  });
});

describe('isOnCurve', () => {
  it('agrees with web3.js on random bytes, curve points and edge encodings', () => {
    fc.assert(
      fc.property(bytes32, (bytes) => {
        expect(isOnCurve(bytes)).toBe(PublicKey.isOnCurve(bytes));
      }),
      { numRuns: 2000 },
    );
    const edges = [
      new Uint8Array(32), // y = 0
      Uint8Array.of(1, ...new Uint8Array(31)), // y = 1, x = 0
      Uint8Array.of(1, ...new Uint8Array(30), 0x80), // x = 0 with the sign bit
      Uint8Array.of(0xec, ...new Uint8Array(30).fill(0xff), 0x7f), // y = p − 1
      Uint8Array.of(0xed, ...new Uint8Array(30).fill(0xff), 0x7f), // y = p (not canonical)
      new Uint8Array(32).fill(0xff),
    ];
    for (const bytes of edges) expect(isOnCurve(bytes)).toBe(PublicKey.isOnCurve(bytes));
    // Wallet keys are curve points.
    expect(isOnCurve(new PublicKey('7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF').toBytes())).toBe(
      true,
    );
  });
});

describe('findProgramAddress', () => {
  it('finds the address and bump web3.js finds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 32 }), { maxLength: 4 }),
        bytes32,
        (seeds, program) => {
          const [expected, bump] = PublicKey.findProgramAddressSync(seeds, new PublicKey(program));
          const found = findProgramAddress(seeds, createAddress(program));
          expect(found.address.toBase58()).toBe(expected.toBase58());
          expect(found.bump).toBe(bump);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a seed longer than 32 bytes', () => {
    expect(() => findProgramAddress([new Uint8Array(33)], DEFAULT_ADDRESS)).toThrow(
      'Max seed length exceeded',
    );
  });
});

describe('sha256', () => {
  it('matches the published vectors and Node’s hash on random messages of every padding case', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    const text = (s: string) => new TextEncoder().encode(s);
    expect(hex(sha256(text('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(text('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (message) => {
        expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
      }),
      { numRuns: 1000 },
    );
  });
});
