import { type Address, toPublicKey } from '@keel/chain-readers';
import type { AccountMeta } from '@solana/web3.js';

/** Account metas in the IDL's order: `w` writable, `s` signer. */
export function metas(
  list: readonly (readonly [Address, 'r' | 'w' | 's' | 'ws'])[],
): AccountMeta[] {
  return list.map(([pubkey, mode]) => ({
    pubkey: toPublicKey(pubkey),
    isWritable: mode === 'w' || mode === 'ws',
    isSigner: mode === 's' || mode === 'ws',
  }));
}

export function u64Bytes(value: bigint, field: string): Uint8Array {
  if (value < 0n || value >= 1n << 64n) throw new RangeError(`${field} is not a u64: ${value}`);
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
}
