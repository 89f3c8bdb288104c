import { type Address, createAddress } from '@keel/chain-readers';

/** Deterministic keys for tests: the key whose 32 bytes all equal `seed` (1–255). */
export function testKey(seed: number): Address {
  return createAddress(new Uint8Array(32).fill(seed));
}

/** Distinct keys in sequence: testKey(start + 1), testKey(start + 2) … */
export function keySequence(start = 0): () => Address {
  let seed = start;
  return () => {
    seed += 1;
    return testKey(seed);
  };
}
