import type { AccountMeta, PublicKey } from '@solana/web3.js';

export const readonly = (pubkey: PublicKey): AccountMeta => ({
  pubkey,
  isSigner: false,
  isWritable: false,
});

export const writable = (pubkey: PublicKey): AccountMeta => ({
  pubkey,
  isSigner: false,
  isWritable: true,
});

export const signer = (pubkey: PublicKey): AccountMeta => ({
  pubkey,
  isSigner: true,
  isWritable: false,
});

/** A signer that pays (lamports leave it, so it must be writable). */
export const payerSigner = (pubkey: PublicKey): AccountMeta => ({
  pubkey,
  isSigner: true,
  isWritable: true,
});

/** Instruction data as web3.js wants it (a Buffer; browsers rely on the app's Buffer global). */
export function instructionData(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes);
}
