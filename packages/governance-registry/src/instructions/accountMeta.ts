import { type Address, toPublicKey } from '@keel/chain-readers';
import type { AccountMeta } from '@solana/web3.js';
import { Buffer } from 'buffer';

export const readonly = (pubkey: Address): AccountMeta => ({
  pubkey: toPublicKey(pubkey),
  isSigner: false,
  isWritable: false,
});

export const writable = (pubkey: Address): AccountMeta => ({
  pubkey: toPublicKey(pubkey),
  isSigner: false,
  isWritable: true,
});

export const signer = (pubkey: Address): AccountMeta => ({
  pubkey: toPublicKey(pubkey),
  isSigner: true,
  isWritable: false,
});

/** A signer that pays (lamports leave it, so it must be writable). */
export const payerSigner = (pubkey: Address): AccountMeta => ({
  pubkey: toPublicKey(pubkey),
  isSigner: true,
  isWritable: true,
});

/** Instruction data as web3.js wants it (a Buffer; browsers rely on the app's Buffer global). */
export function instructionData(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes);
}
