import { type Address, createAddress } from '../address/address';
import { isOnCurve } from '../address/edwardsCurve';
import { sha256 } from '../address/sha256';

/** A program-derived address with its bump seed. */
export interface ProgramAddress {
  address: Address;
  bump: number;
}

export type Seed = string | Address | Uint8Array;

const textEncoder = new TextEncoder();
const PDA_MARKER = textEncoder.encode('ProgramDerivedAddress');
const MAX_SEED_LENGTH = 32;
const MAX_SEEDS = 16;

function seedBytes(seed: Seed): Uint8Array {
  if (typeof seed === 'string') return textEncoder.encode(seed);
  if (seed instanceof Uint8Array) return seed;
  return seed.toBytes();
}

/**
 * sha256(seeds ‖ bump ‖ program ‖ "ProgramDerivedAddress") for the highest bump whose hash is
 * off the curve, as the runtime's `find_program_address` (and web3.js's) does.
 */
function derive(seeds: readonly Uint8Array[], programId: Address): ProgramAddress {
  if (seeds.length + 1 > MAX_SEEDS) throw new Error('Max seed length exceeded');
  for (const seed of seeds) {
    if (seed.length > MAX_SEED_LENGTH) throw new Error('Max seed length exceeded');
  }
  const program = programId.toBytes();
  for (let bump = 255; bump >= 0; bump -= 1) {
    const hash = sha256(concat([...seeds, Uint8Array.of(bump), program, PDA_MARKER]));
    if (!isOnCurve(hash)) return { address: createAddress(hash), bump };
  }
  throw new Error('Unable to find a viable program address nonce');
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Strings are their ASCII bytes, keys their 32 raw bytes (LAYOUTS §5). */
export function findProgramAddress(seeds: readonly Seed[], programId: Address): ProgramAddress {
  return derive(seeds.map(seedBytes), programId);
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
