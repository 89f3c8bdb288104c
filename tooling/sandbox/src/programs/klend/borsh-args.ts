import { PublicKey } from '@solana/web3.js';
import { ANCHOR_ERRORS, anchorError } from '../../chain/execution/program-error';
import { KLEND_ARG_TYPES, type KlendArgTypeName } from './arg-types';

/*
 * Borsh decoding of instruction arguments driven by the IDL's type descriptions, typed from the
 * same (const) tables. Anchor deserializes with `deserialize` (trailing bytes are ignored); any
 * short or invalid value is InstructionDidNotDeserialize.
 */

type Field = { readonly name: string; readonly type: IdlType };
export type IdlType =
  | 'u8'
  | 'u16'
  | 'u32'
  | 'u64'
  | 'u128'
  | 'i64'
  | 'bool'
  | 'publicKey'
  | 'bytes'
  | 'string'
  | { readonly array: readonly [IdlType, number] }
  | { readonly defined: string };

/** The TypeScript value of an IDL type. */
export type ValueOf<T> = T extends 'u8' | 'u16' | 'u32'
  ? number
  : T extends 'u64' | 'u128' | 'i64'
    ? bigint
    : T extends 'bool'
      ? boolean
      : T extends 'publicKey'
        ? PublicKey
        : T extends 'bytes'
          ? Uint8Array
          : T extends 'string'
            ? string
            : T extends { readonly array: readonly ['u8', number] }
              ? Uint8Array
              : T extends { readonly array: readonly [infer E, number] }
                ? ValueOf<E>[]
                : T extends { readonly defined: infer N extends KlendArgTypeName }
                  ? DefinedValue<N>
                  : never;

export type FieldsValue<F extends readonly Field[]> = {
  [K in F[number] as K['name']]: ValueOf<K['type']>;
};

/** A decoded enum: the variant's name and its (tuple) fields. */
export interface EnumValue<Name extends string = string> {
  variant: Name;
  fields: unknown[];
}

type DefinedValue<N extends KlendArgTypeName> = (typeof KLEND_ARG_TYPES)[N] extends {
  readonly kind: 'struct';
  readonly fields: infer F extends readonly Field[];
}
  ? FieldsValue<F>
  : (typeof KLEND_ARG_TYPES)[N] extends {
        readonly variants: readonly (infer V extends { readonly name: string })[];
      }
    ? EnumValue<V['name']>
    : never;

const invalid = (): never => {
  throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
};

class ArgReader {
  private offset = 0;

  constructor(private readonly bytes: Uint8Array) {}

  take(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) invalid();
    const slice = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  unsigned(length: number): bigint {
    let value = 0n;
    const bytes = this.take(length);
    for (let i = length - 1; i >= 0; i -= 1) value = (value << 8n) | BigInt(bytes[i] as number);
    return value;
  }
}

function readPrimitive(reader: ArgReader, type: string): unknown {
  switch (type) {
    case 'u8':
      return Number(reader.unsigned(1));
    case 'u16':
      return Number(reader.unsigned(2));
    case 'u32':
      return Number(reader.unsigned(4));
    case 'u64':
      return reader.unsigned(8);
    case 'u128':
      return reader.unsigned(16);
    case 'i64':
      return BigInt.asIntN(64, reader.unsigned(8));
    case 'bool': {
      const value = Number(reader.unsigned(1));
      return value > 1 ? invalid() : value === 1;
    }
    case 'publicKey':
      return new PublicKey(reader.take(32));
    case 'bytes':
      return Uint8Array.from(reader.take(Number(reader.unsigned(4))));
    case 'string':
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(
          reader.take(Number(reader.unsigned(4))),
        );
      } catch {
        return invalid();
      }
    default:
      throw new Error(`Unknown IDL type ${type}`);
  }
}

function readValue(reader: ArgReader, type: IdlType): unknown {
  if (typeof type === 'string') return readPrimitive(reader, type);
  if ('array' in type) {
    const [element, length] = type.array;
    if (element === 'u8') return Uint8Array.from(reader.take(length));
    return Array.from({ length }, () => readValue(reader, element));
  }
  return readDefined(reader, type.defined as KlendArgTypeName);
}

function readDefined(reader: ArgReader, name: KlendArgTypeName): unknown {
  const definition = KLEND_ARG_TYPES[name];
  if (definition.kind === 'struct') return readFields(reader, definition.fields);
  const index = Number(reader.unsigned(1));
  const variant = definition.variants[index] ?? invalid();
  const fields: readonly IdlType[] = variant.fields;
  return { variant: variant.name, fields: fields.map((field) => readValue(reader, field)) };
}

function readFields(reader: ArgReader, fields: readonly Field[]): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) value[field.name] = readValue(reader, field.type);
  return value;
}

/** Borsh-decodes `bytes` as the IDL `fields` (an instruction's arguments). */
export function decodeFields<F extends readonly Field[]>(
  fields: F,
  bytes: Uint8Array,
): FieldsValue<F> {
  return readFields(new ArgReader(bytes), fields) as FieldsValue<F>;
}
