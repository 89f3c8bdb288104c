import { compareHashes, hashPair } from './hash';

/**
 * Whether `proof` leads from `leaf` to `root`, as the program verifies it: each step hashes the
 * running hash with the next proof element, the smaller first.
 */
export function verifyProof(
  proof: readonly Uint8Array[],
  root: Uint8Array,
  leaf: Uint8Array,
): boolean {
  const computed = proof.reduce<Uint8Array>((hash, element) => hashPair(hash, element), leaf);
  return compareHashes(computed, root) === 0 && computed.length === root.length;
}
