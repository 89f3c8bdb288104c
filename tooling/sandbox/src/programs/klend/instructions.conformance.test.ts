import { createHash } from 'node:crypto';
import { referenceJson } from '@keel/config/reference';
import { describe, expect, it } from 'vitest';
import { KLEND_ARG_TYPES } from './arg-types';
import { KLEND_ERRORS } from './errors';
import { KLEND_INSTRUCTION_ACCOUNTS, KLEND_INSTRUCTIONS } from './instructions';

type IdlType = string | { array: [IdlType, number] } | { defined: string };
interface IdlField {
  name: string;
  type: IdlType;
  docs?: string[];
}
interface IdlAccountItem {
  name: string;
  isMut?: boolean;
  isSigner?: boolean;
  isOptional?: boolean;
  accounts?: IdlAccountItem[];
}
interface IdlInstruction {
  name: string;
  accounts: IdlAccountItem[];
  args: IdlField[];
}
interface IdlTypeDef {
  name: string;
  type:
    | { kind: 'struct'; fields: IdlField[] }
    | { kind: 'enum'; variants: Array<{ name: string; fields?: IdlType[] }> };
}
interface Idl {
  instructions: IdlInstruction[];
  types: IdlTypeDef[];
  errors: Array<{ code: number; name: string; msg: string }>;
}

const published = referenceJson<Idl>('sandbox: klend instruction tables', 'chain/idl/klend.json');

const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const fieldsOf = (fields: readonly IdlField[]) => fields.map(({ name, type }) => ({ name, type }));

/** Nested account groups flattened into `group.name`, in IDL order. */
function flatten(items: readonly IdlAccountItem[], prefix = ''): unknown[] {
  return items.flatMap((item) =>
    item.accounts !== undefined
      ? flatten(item.accounts, `${prefix}${item.name}.`)
      : [
          {
            name: `${prefix}${item.name}`,
            writable: item.isMut === true,
            signer: item.isSigner === true,
            optional: item.isOptional === true,
          },
        ],
  );
}

function definedNames(type: IdlType, types: ReadonlyMap<string, IdlTypeDef>, into: Set<string>) {
  if (typeof type === 'string') return;
  if ('array' in type) {
    definedNames(type.array[0], types, into);
    return;
  }
  if (into.has(type.defined)) return;
  into.add(type.defined);
  const definition = types.get(type.defined);
  if (definition === undefined) throw new Error(`IDL type ${type.defined} is missing`);
  const inner =
    definition.type.kind === 'struct'
      ? definition.type.fields.map((field) => field.type)
      : definition.type.variants.flatMap((variant) => variant.fields ?? []);
  for (const child of inner) definedNames(child, types, into);
}

// Read at collection time (the per-instruction cases come from it); empty when skipped.
const idl: Idl = published ?? { instructions: [], types: [], errors: [] };

describe.skipIf(published === null)('klend instruction tables conform to the published IDL', () => {
  it('lists every IDL instruction, in IDL order', () => {
    expect(Object.keys(KLEND_INSTRUCTIONS)).toEqual(idl.instructions.map((ix) => ix.name));
    expect(Object.keys(KLEND_INSTRUCTION_ACCOUNTS)).toEqual(idl.instructions.map((ix) => ix.name));
  });

  it.each(idl.instructions.map((ix) => [ix.name, ix] as const))(
    '%s: discriminator, arguments and accounts',
    (name, ix) => {
      const ours = KLEND_INSTRUCTIONS[name as keyof typeof KLEND_INSTRUCTIONS];
      const sighash = createHash('sha256')
        .update(`global:${snakeCase(name)}`)
        .digest();
      expect(ours.discriminator).toBe(sighash.subarray(0, 8).toString('hex'));
      expect(ours.args).toEqual(fieldsOf(ix.args));
      expect(KLEND_INSTRUCTION_ACCOUNTS[name as keyof typeof KLEND_INSTRUCTION_ACCOUNTS]).toEqual(
        flatten(ix.accounts),
      );
    },
  );

  it('describes every type the arguments use as the IDL does', () => {
    const types = new Map(idl.types.map((type) => [type.name, type]));
    const used = new Set<string>();
    for (const ix of idl.instructions) {
      for (const arg of ix.args) definedNames(arg.type, types, used);
    }
    expect(Object.keys(KLEND_ARG_TYPES).sort()).toEqual([...used].sort());
    for (const name of used) {
      const definition = types.get(name)?.type;
      const expected =
        definition?.kind === 'struct'
          ? { kind: 'struct', fields: fieldsOf(definition.fields) }
          : {
              kind: 'enum',
              variants: definition?.variants.map((v) => ({ name: v.name, fields: v.fields ?? [] })),
            };
      expect(KLEND_ARG_TYPES[name as keyof typeof KLEND_ARG_TYPES]).toEqual(expected);
    }
  });

  it('has the IDL’s error list: codes, names and messages', () => {
    expect(Object.values(KLEND_ERRORS)).toEqual(
      idl.errors.map(({ code, name, msg }) => ({ code, name, msg })),
    );
    for (const [key, error] of Object.entries(KLEND_ERRORS)) expect(error.name).toBe(key);
  });
});
