import type { PublicKey } from '@solana/web3.js';

/** spl-governance is multi-instance: decoders take the DAO's program id (default: Realms'). */
export interface GovernanceDecodeOptions {
  programId?: PublicKey;
}

/** UTF-8 byte length (Borsh string sizes count bytes, not characters). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
