import { PublicKey } from '@solana/web3.js';

/**
 * Instruction data as web3.js wants it: a Buffer of the class web3.js itself uses (Node's, or the
 * polyfill web3.js brings to a browser). This package reads without the polyfill, so it borrows
 * web3.js's class rather than depend on it; looked up on use, so that importing the package
 * runs nothing.
 */
export function instructionData(bytes: Uint8Array): Buffer {
  const Web3Buffer = PublicKey.default.toBuffer().constructor as typeof Buffer;
  return Web3Buffer.from(bytes);
}

/** A little-endian u64 argument; `field` names it when the value does not fit. */
export function u64Bytes(value: bigint, field: string): Uint8Array {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`${field} is not a u64: ${value}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}

/** A little-endian u32 argument. */
export function u32Bytes(value: number): Uint8Array {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value, true);
  return bytes;
}
