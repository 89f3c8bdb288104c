import { PublicKey } from '@solana/web3.js';

/** Deterministic keys for tests: the key whose 32 bytes all equal `seed` (1–255). */
export function testKey(seed: number): PublicKey {
  return new PublicKey(new Uint8Array(32).fill(seed));
}

/** Distinct keys in sequence: testKey(start + 1), testKey(start + 2) … */
export function keySequence(start = 0): () => PublicKey {
  let seed = start;
  return () => {
    seed += 1;
    return testKey(seed);
  };
}
