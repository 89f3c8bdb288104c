import { type Address, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { FARMS_ERROR_MESSAGES } from '../errors/farmsErrorMessages';
import { KLEND_ERROR_MESSAGES } from '../errors/klendErrorMessages';
import type { AccountItemSpec } from '../spec/instructionSpec';
import { anchorDiscriminator } from '../testing/anchor';
import { buildDynamic, FARMS_BUILDERS, KLEND_BUILDERS } from '../testing/builders';
import { keySequence } from '../testing/keys';
import { type Idl, type IdlAccountItem, type IdlType, publishedIdl } from '../testing/publishedIdl';

/**
 * Conformance with the published IDLs (klend 1.13.0, farms 0.1.0): every builder's accounts
 * (names, order, nesting, isMut, isSigner, isOptional) and arguments (names, Borsh types) are the
 * IDL's, the instruction it builds from IDL-shaped input puts each account where the IDL says with
 * its flags and encodes the arguments as the IDL's types do, and every IDL error code has copy.
 */
const IDLS = {
  klend: publishedIdl('klend IDL', 'klend'),
  farms: publishedIdl('farms IDL', 'farms'),
};

interface FlatAccount {
  name: string;
  writable: boolean;
  signer: boolean;
  optional: boolean;
}

function flattenIdl(items: readonly IdlAccountItem[], prefix = ''): FlatAccount[] {
  return items.flatMap((item) =>
    item.accounts
      ? flattenIdl(item.accounts, `${prefix}${item.name}.`)
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

function flattenSpec(items: readonly AccountItemSpec[], prefix = ''): FlatAccount[] {
  return items.flatMap((item) =>
    item.kind === 'group'
      ? flattenSpec(item.accounts, `${prefix}${item.name}.`)
      : [
          {
            name: `${prefix}${item.name}`,
            writable: item.writable,
            signer: item.signer,
            optional: item.optional,
          },
        ],
  );
}

/** Nested input shaped as the IDL's accounts, each account a distinct key (or null). */
interface AccountTree {
  [name: string]: Address | null | AccountTree;
}

function idlAccountsInput(
  items: readonly IdlAccountItem[],
  next: () => Address,
  optional: 'given' | 'absent',
): AccountTree {
  const tree: AccountTree = {};
  for (const item of items) {
    tree[item.name] = item.accounts
      ? idlAccountsInput(item.accounts, next, optional)
      : item.isOptional && optional === 'absent'
        ? null
        : next();
  }
  return tree;
}

/** Values for each IDL argument and their Borsh bytes, written here independently of the package. */
function idlArgValue(idl: Idl, type: IdlType, seed: number): { value: unknown; bytes: number[] } {
  const le = (value: bigint, size: number) =>
    Array.from({ length: size }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
  if (type === 'u8') return { value: seed % 256, bytes: [seed % 256] };
  if (type === 'u64') {
    const value = 0x0102_0304_0506_0708n + BigInt(seed);
    return { value, bytes: le(value, 8) };
  }
  if (type === 'u128') {
    const value = (1n << 100n) + BigInt(seed);
    return { value, bytes: le(value, 16) };
  }
  if (type === 'publicKey') {
    const key = new PublicKey(new Uint8Array(32).fill(200 + (seed % 50)));
    return { value: key, bytes: [...key.toBytes()] };
  }
  if (typeof type === 'object' && 'defined' in type) {
    const definition = idl.types.find((candidate) => candidate.name === type.defined);
    const fields = definition?.type.fields;
    if (!fields) throw new Error(`No struct ${type.defined} in the IDL`);
    const value: Record<string, unknown> = {};
    const bytes: number[] = [];
    fields.forEach((field, i) => {
      const part = idlArgValue(idl, field.type, seed + i + 1);
      value[field.name] = part.value;
      bytes.push(...part.bytes);
    });
    return { value, bytes };
  }
  throw new Error(`Argument type ${JSON.stringify(type)} is not covered by this check`);
}

const PROGRAMS = [
  {
    file: 'klend' as const,
    builders: KLEND_BUILDERS,
    errors: KLEND_ERROR_MESSAGES,
  },
  {
    file: 'farms' as const,
    builders: FARMS_BUILDERS,
    errors: FARMS_ERROR_MESSAGES,
  },
];

describe.skipIf(IDLS.klend === null || IDLS.farms === null)(
  'conformance with the published IDLs',
  () => {
    describe.each(PROGRAMS)('$file', ({ file, builders, errors }) => {
      const idlFile = (): Idl => {
        const idl = IDLS[file];
        if (idl === null) throw new Error(`${file}.json is not in the reference folder`);
        return idl;
      };
      const idlInstruction = (name: string) => {
        const idl = idlFile();
        const found = idl.instructions.find((candidate) => candidate.name === name);
        if (!found) throw new Error(`${name} is not in ${file}.json`);
        return found;
      };
      const cases = builders.map((builder) => ({ name: builder.spec.name, builder }));

      it.each(cases)('$name: accounts and their flags are the IDL’s', ({ name, builder }) => {
        expect(flattenSpec(builder.spec.accounts)).toEqual(
          flattenIdl(idlInstruction(name).accounts),
        );
      });

      it.each(cases)('$name: arguments are the IDL’s', ({ name, builder }) => {
        const ours = builder.spec.args.map(({ name: argName, type }) => ({
          name: argName,
          type: type === 'InitObligationArgs' ? { defined: type } : type,
        }));
        expect(ours).toEqual(
          idlInstruction(name).args.map(({ name: n, type }) => ({ name: n, type })),
        );
      });

      it.each(cases)('$name: builds what the IDL describes', ({ name, builder }) => {
        const definition = idlInstruction(name);
        const flat = flattenIdl(definition.accounts);
        let next = keySequence();
        const args: Record<string, unknown> = {};
        const argBytes: number[] = [];
        definition.args.forEach((arg, i) => {
          const { value, bytes } = idlArgValue(idlFile(), arg.type, 7 + i * 3);
          args[arg.name] = value;
          argBytes.push(...bytes);
        });
        const given = buildDynamic(builder, {
          accounts: idlAccountsInput(definition.accounts, next, 'given'),
          args,
        });
        expect(given.keys.map((meta) => meta.pubkey.toBytes()[0])).toEqual(
          flat.map((_, i) => i + 1),
        );
        expect(given.keys.map(({ isWritable, isSigner }) => ({ isWritable, isSigner }))).toEqual(
          flat.map(({ writable, signer }) => ({ isWritable: writable, isSigner: signer })),
        );
        expect(given.data.toString('hex')).toBe(
          anchorDiscriminator(name) + Buffer.from(argBytes).toString('hex'),
        );

        // Absent optional accounts: the program id, read-only, not a signer (Anchor's None).
        next = keySequence();
        const absent = buildDynamic(builder, {
          accounts: idlAccountsInput(definition.accounts, next, 'absent'),
          args,
        });
        flat.forEach((account, i) => {
          const meta = absent.keys[i];
          if (!account.optional) return;
          expect(meta?.pubkey.equals(toPublicKey(builder.defaultProgramId))).toBe(true);
          expect(meta?.isWritable || meta?.isSigner).toBe(false);
        });
      });

      it('has copy for every error of the IDL', () => {
        const missing = idlFile().errors.filter((error) => !errors[error.code]?.trim());
        expect(missing.map((error) => `${error.code} ${error.name}`)).toEqual([]);
      });
    });
  },
);
