import { type Address, toPublicKey } from '@keel/chain-readers';
import type { AccountMeta } from '@solana/web3.js';
import type { AccountItemSpec } from './instructionSpec';

/** What a builder receives at run time: keys, null for absent optional accounts, nested groups. */
export interface AccountValues {
  readonly [name: string]: Address | null | undefined | AccountValues;
}

const isKey = (value: unknown): value is Address =>
  typeof value === 'object' && value !== null && 'toBase58' in value && 'toBytes' in value;

/**
 * Account metas in IDL order (groups flattened in place). An absent optional account becomes the
 * program id, read-only and not a signer: Anchor reads that as `None`.
 */
export function accountMetas(
  specs: readonly AccountItemSpec[],
  values: AccountValues,
  programId: Address,
  path = '',
): AccountMeta[] {
  return specs.flatMap((spec): AccountMeta[] => {
    const value = values[spec.name];
    const where = `${path}${spec.name}`;
    if (spec.kind === 'group') {
      if (typeof value !== 'object' || value === null || isKey(value)) {
        throw new TypeError(`Missing account group ${where}`);
      }
      return accountMetas(spec.accounts, value, programId, `${where}.`);
    }
    if (spec.optional && (value === null || value === undefined)) {
      return [{ pubkey: toPublicKey(programId), isSigner: false, isWritable: false }];
    }
    const pubkey = value ?? spec.fallback;
    if (!isKey(pubkey)) throw new TypeError(`Missing account ${where}`);
    return [{ pubkey: toPublicKey(pubkey), isSigner: spec.signer, isWritable: spec.writable }];
  });
}
