import { createHash } from 'node:crypto';
import type { Address } from '@keel/chain-readers';

/*
 * The distributor's proof check: the leaf `new_claim.rs` hashes and `verify/src/lib.rs` (the
 * jito_merkle_verify crate, a port of OpenZeppelin's MerkleProof 3.4) — `hashv` is sha256 of the
 * parts in order.
 */

/** `LEAF_PREFIX`: leaves and inner nodes are told apart (second pre-image attacks). */
const LEAF_PREFIX = Uint8Array.of(0);
const INTERMEDIATE_PREFIX = Uint8Array.of(1);

function hashv(parts: readonly Uint8Array[]): Uint8Array {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

function u64LeBytes(value: bigint): Uint8Array {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(value);
  return bytes;
}

/** hashv([LEAF_PREFIX, hashv([claimant, amount_unlocked LE, amount_locked LE])]). */
export function claimLeafHash(claimant: Address, amountUnlocked: bigint, amountLocked: bigint) {
  const node = hashv([claimant.toBytes(), u64LeBytes(amountUnlocked), u64LeBytes(amountLocked)]);
  return hashv([LEAF_PREFIX, node]);
}

/** `[u8; 32] <= [u8; 32]`: Rust compares arrays byte by byte. */
function lessOrEqual(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) <= 0;
}

/** verify(proof, root, leaf): hash upward, the smaller of each pair first; equal to the root. */
export function verifyProof(
  proof: readonly Uint8Array[],
  root: Uint8Array,
  leaf: Uint8Array,
): boolean {
  let computed = leaf;
  for (const element of proof) {
    computed = lessOrEqual(computed, element)
      ? hashv([INTERMEDIATE_PREFIX, computed, element])
      : hashv([INTERMEDIATE_PREFIX, element, computed]);
  }
  return Buffer.compare(computed, root) === 0;
}
