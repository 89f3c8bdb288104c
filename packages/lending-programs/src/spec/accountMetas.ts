import { type AccountMode, type Address, accountMeta } from '@keel/chain-readers';
import type { AccountMeta } from '@solana/web3.js';
import type { AccountItemSpec } from './instructionSpec';

/** What a builder receives at run time: keys, null for absent optional accounts, nested groups. */
export interface AccountValues {
  readonly [name: string]: Address | null | undefined | AccountValues;
}

const modeOf = (spec: { signer: boolean; writable: boolean }): AccountMode =>
  spec.signer ? (spec.writable ? 'ws' : 's') : spec.writable ? 'w' : 'r';

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
      return [accountMeta(programId, 'r')];
    }
    const pubkey = value ?? spec.fallback;
    if (!isKey(pubkey)) throw new TypeError(`Missing account ${where}`);
    return [accountMeta(pubkey, modeOf(spec))];
  });
}
