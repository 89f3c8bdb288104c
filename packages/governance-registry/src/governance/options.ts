import type { DecodeOptions } from '@keel/chain-readers';

/** spl-governance is multi-instance: decoders take the DAO's program id (default: Realms'). */
export type GovernanceDecodeOptions = DecodeOptions;

/** UTF-8 byte length (Borsh string sizes count bytes, not characters). */
export function utf8Length(text: string): number {
  return new TextEncoder().encode(text).byteLength;
}
