import { createHash } from 'node:crypto';
import { referenceJson } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { FARMS_ERRORS } from './farms-errors';
import type { IdlAccount, IdlArg } from './farms-instruction-types';
import { FARMS_INSTRUCTIONS } from './farms-instructions';
import { SOURCE_OVER_IDL } from './farms-user-instructions';
import { snakeCase } from './instruction-accounts';

interface Idl {
  instructions: Array<{ name: string; accounts: IdlAccount[]; args: IdlArg[] }>;
  errors: Array<{ code: number; name: string; msg: string }>;
}

const idl = referenceJson<Idl>('sandbox: farms instruction tables', 'chain/idl/farms.json');

const sighash = (name: string) =>
  createHash('sha256')
    .update(`global:${snakeCase(name)}`)
    .digest()
    .subarray(0, 8)
    .toString('hex');

describe.skipIf(idl === null)('the farms tables against the published IDL', () => {
  const published = idl as Idl;

  it('has every instruction once, with sha256("global:<snake_name>")[0..8]', () => {
    expect(FARMS_INSTRUCTIONS.map((ix) => ix.name).sort()).toEqual(
      published.instructions.map((ix) => ix.name).sort(),
    );
    for (const ix of published.instructions) {
      const ours = FARMS_INSTRUCTIONS.find((candidate) => candidate.name === ix.name);
      expect(ours?.discriminator, ix.name).toBe(sighash(ix.name));
    }
  });

  it('decodes the arguments the IDL declares, in its order and types', () => {
    for (const ix of published.instructions) {
      const ours = FARMS_INSTRUCTIONS.find((candidate) => candidate.name === ix.name);
      expect(ours?.args, ix.name).toEqual(ix.args);
    }
  });

  it('reads the accounts of the emulated instructions at the IDL positions, with its flags', () => {
    const emulated = FARMS_INSTRUCTIONS.filter((ix) => ix.accounts !== undefined);
    expect(emulated.length).toBeGreaterThanOrEqual(7);
    for (const ours of emulated) {
      const ix = published.instructions.find((candidate) => candidate.name === ours.name);
      const flags = (accounts: readonly IdlAccount[]) =>
        accounts.map((a) => ({ ...a, isOptional: a.isOptional === true }));
      const fromSource = (accounts: readonly IdlAccount[]) =>
        accounts.map((a) => ({ ...a, ...SOURCE_OVER_IDL[ours.name]?.[a.name] }));
      expect(flags(ours.accounts ?? []), ours.name).toEqual(flags(fromSource(ix?.accounts ?? [])));
    }
  });

  it('raises the IDL’s FarmError codes, names and messages', () => {
    expect(FARMS_ERRORS).toEqual(
      published.errors.map(({ code, name, msg }) => ({ code, name, msg })),
    );
  });
});
