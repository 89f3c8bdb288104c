import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAddress } from '../address/address';
import { accountMetas } from './accountMetas';
import { anchorAccountDiscriminator, anchorInstructionDiscriminator } from './anchorDiscriminators';
import { anchorErrorLogLines } from './anchorErrorLog';
import { instructionData, u32Bytes, u64Bytes } from './instructionData';

const nodeHash = (preimage: string) =>
  createHash('sha256').update(preimage).digest().subarray(0, 8).toString('hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('Anchor discriminators', () => {
  it('are the first eight bytes of sha256 over the namespaced name', () => {
    expect(hex(anchorInstructionDiscriminator('refresh_reserve'))).toBe(
      nodeHash('global:refresh_reserve'),
    );
    expect(hex(anchorAccountDiscriminator('Obligation'))).toBe(nodeHash('account:Obligation'));
  });
});

describe('Anchor error log lines', () => {
  const error = { code: 6001, name: 'InvalidProof', msg: 'Invalid Merkle proof' };

  it('name the origin, then the code, number and message', () => {
    expect(anchorErrorLogLines(error)).toEqual([
      'AnchorError occurred. Error Code: InvalidProof. Error Number: 6001. Error Message: Invalid Merkle proof.',
    ]);
    expect(anchorErrorLogLines(error, { account: 'claim_status' })[0]).toMatch(
      /^AnchorError caused by account: claim_status\. Error Code/,
    );
    expect(anchorErrorLogLines(error, { source: 'programs/x/src/lib.rs:12' })[0]).toMatch(
      /^AnchorError thrown in programs\/x\/src\/lib\.rs:12\. Error Code/,
    );
  });

  it('add the compared keys one a line, the compared values beside Left/Right', () => {
    const left = createAddress(new Uint8Array(32).fill(1));
    const right = createAddress(new Uint8Array(32).fill(2));
    expect(anchorErrorLogLines(error, { pubkeys: [left, right] }).slice(1)).toEqual([
      'Left:',
      left.toBase58(),
      'Right:',
      right.toBase58(),
    ]);
    expect(anchorErrorLogLines(error, { values: ['1', '2'] }).slice(1)).toEqual([
      'Left: 1',
      'Right: 2',
    ]);
  });
});

describe('instruction bytes', () => {
  it('metas carry the signer and writable flags of their mode, in order', () => {
    const key = createAddress(new Uint8Array(32).fill(7));
    expect(
      accountMetas([
        [key, 'r'],
        [key, 'w'],
        [key, 's'],
        [key, 'ws'],
      ]).map((meta) => [meta.isSigner, meta.isWritable]),
    ).toEqual([
      [false, false],
      [false, true],
      [true, false],
      [true, true],
    ]);
  });

  it('integers are little-endian; a u64 out of range names its field', () => {
    expect(hex(u64Bytes(258n, 'amount'))).toBe('0201000000000000');
    expect(hex(u32Bytes(258))).toBe('02010000');
    expect(() => u64Bytes(1n << 64n, 'amount')).toThrow(/amount is not a u64/);
    expect(() => u64Bytes(-1n, 'amount')).toThrow(RangeError);
  });

  it('data is a Buffer web3.js can serialise', () => {
    const data = instructionData(Uint8Array.of(1, 2));
    expect(Buffer.isBuffer(data)).toBe(true);
    expect(data.toString('hex')).toBe('0102');
  });
});
