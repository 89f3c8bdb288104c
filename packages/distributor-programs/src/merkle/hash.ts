import type { Address } from '@keel/chain-readers';
import { sha256 } from '@noble/hashes/sha2.js';

// Leaves and inner nodes carry different one-byte prefixes (second-preimage protection).
const LEAF_PREFIX = Uint8Array.of(0);
const INTERMEDIATE_PREFIX = Uint8Array.of(1);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function u64Le(value: bigint): Uint8Array {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`Not a u64: ${value}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** One allocation of the tree: what the claimant may claim now and what unlocks over time. */
export interface ClaimNode {
  claimant: Address;
  amountUnlocked: bigint;
  amountLocked: bigint;
}

/**
 * The leaf the program checks: sha256(0 ‖ sha256(claimant ‖ unlocked u64 LE ‖ locked u64 LE)).
 */
export function claimLeaf(node: ClaimNode): Uint8Array {
  const inner = sha256(
    concat([node.claimant.toBytes(), u64Le(node.amountUnlocked), u64Le(node.amountLocked)]),
  );
  return sha256(concat([LEAF_PREFIX, inner]));
}

/** Byte order of two hashes (the program sorts each pair before hashing it). */
export function compareHashes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const diff = (a[i] as number) - (b[i] as number);
    if (diff !== 0) return diff;
  }
  return a.length - b.length;
}

/** An inner node: sha256(1 ‖ smaller ‖ larger). */
export function hashPair(a: Uint8Array, b: Uint8Array): Uint8Array {
  const [low, high] = compareHashes(a, b) <= 0 ? [a, b] : [b, a];
  return sha256(concat([INTERMEDIATE_PREFIX, low, high]));
}
