import { createHash } from 'node:crypto';
import { Keypair } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { claimLeafHash, verifyProof } from './merkle-verify';

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const u64 = (value: bigint) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
};

/** The leaf as new_claim.rs spells it: sha256(0 ‖ sha256(claimant ‖ unlocked ‖ locked)). */
const leafByHand = (claimant: Keypair, unlocked: bigint, locked: bigint) =>
  sha256(Buffer.of(0), sha256(claimant.publicKey.toBuffer(), u64(unlocked), u64(locked)));

/** An inner node as verify/src/lib.rs hashes it: sha256(1 ‖ smaller ‖ larger). */
const pairByHand = (a: Buffer, b: Buffer) =>
  Buffer.compare(a, b) <= 0 ? sha256(Buffer.of(1), a, b) : sha256(Buffer.of(1), b, a);

describe('the distributor’s leaf and proof check', () => {
  const [alice, bob, carol] = [Keypair.generate(), Keypair.generate(), Keypair.generate()];
  const a = leafByHand(alice, 1_000n, 250n);
  const b = leafByHand(bob, 7n, 0n);
  const c = leafByHand(carol, 42n, 1n);
  const ab = pairByHand(a, b);
  const root = pairByHand(ab, c);

  it('hashes a claim as the program does', () => {
    expect(Buffer.from(claimLeafHash(alice.publicKey, 1_000n, 250n))).toEqual(a);
  });

  it('accepts the path of each leaf, in either order of a pair', () => {
    expect(verifyProof([b, c], root, a)).toBe(true);
    expect(verifyProof([a, c], root, b)).toBe(true);
    expect(verifyProof([ab], root, c)).toBe(true);
  });

  it('refuses another amount, a missing step or a wrong root', () => {
    expect(verifyProof([b, c], root, claimLeafHash(alice.publicKey, 1_001n, 250n))).toBe(false);
    expect(verifyProof([b], root, a)).toBe(false);
    expect(verifyProof([b, c], ab, a)).toBe(false);
  });
});
