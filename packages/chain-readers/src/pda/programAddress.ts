import { PublicKey } from '@solana/web3.js';

/** A program-derived address with its bump seed. */
export interface ProgramAddress {
  address: PublicKey;
  bump: number;
}

export type Seed = string | PublicKey | Uint8Array;

const textEncoder = new TextEncoder();

function seedBytes(seed: Seed): Uint8Array {
  if (typeof seed === 'string') return textEncoder.encode(seed);
  if (seed instanceof PublicKey) return seed.toBytes();
  return seed;
}

/** Strings are their ASCII bytes, keys their 32 raw bytes (LAYOUTS §5). */
export function findProgramAddress(seeds: readonly Seed[], programId: PublicKey): ProgramAddress {
  const [address, bump] = PublicKey.findProgramAddressSync(seeds.map(seedBytes), programId);
  return { address, bump };
}

/** One byte seed, `u8(x)` in the seed tables. */
export function u8Seed(value: number): Uint8Array {
  if (!Number.isInteger(value) || value < 0 || value > 255) {
    throw new RangeError(`A u8 seed must be 0..255, got ${value}`);
  }
  return Uint8Array.of(value);
}

/** A little-endian u64 seed. */
export function u64Seed(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, BigInt.asUintN(64, value), true);
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`Not a u64 seed: ${value}`);
  return bytes;
}
