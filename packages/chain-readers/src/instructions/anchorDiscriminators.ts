import { sha256 } from '../address/sha256';

const DISCRIMINATOR_BYTES = 8;
const utf8 = new TextEncoder();

const firstEightOfHash = (preimage: string): Uint8Array =>
  sha256(utf8.encode(preimage)).slice(0, DISCRIMINATOR_BYTES);

/** Anchor's instruction discriminator: sha256("global:<snake_name>")[0..8]. */
export function anchorInstructionDiscriminator(snakeName: string): Uint8Array {
  return firstEightOfHash(`global:${snakeName}`);
}

/** Anchor's account discriminator: sha256("account:<TypeName>")[0..8]. */
export function anchorAccountDiscriminator(typeName: string): Uint8Array {
  return firstEightOfHash(`account:${typeName}`);
}
