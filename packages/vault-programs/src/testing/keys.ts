import { PublicKey } from '@solana/web3.js';

/** A fixed key for tests: 32 bytes of `n`. */
export const testKey = (n: number) => new PublicKey(new Uint8Array(32).fill(n));
