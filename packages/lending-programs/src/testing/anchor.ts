import { createHash } from 'node:crypto';

/** An IDL (camelCase) name as Anchor's snake_case: depositV2 → deposit_v2. */
export const snakeCase = (name: string): string =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Anchor's instruction discriminator, computed: sha256("global:<snake_name>")[0..8], hex. */
export function anchorDiscriminator(idlName: string): string {
  return createHash('sha256')
    .update(`global:${snakeCase(idlName)}`)
    .digest()
    .subarray(0, 8)
    .toString('hex');
}
