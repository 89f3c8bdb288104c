import { isPlainObject } from './combinators';
import { SchemaIssue } from './issue';
import { child } from './path';
import { defineSchema, type Infer, type Schema } from './schema';

/** A field read from the first present key of several spellings (`logoURI` / `logoUrl` / `logo_url`). */
export interface AliasedField<T> {
  readonly keys: readonly [string, ...string[]];
  readonly schema: Schema<T>;
}

export function field<T>(
  keys: string | readonly [string, ...string[]],
  schema: Schema<T>,
): AliasedField<T> {
  return { keys: typeof keys === 'string' ? [keys] : keys, schema };
}

type Entry = Schema<unknown> | AliasedField<unknown>;
export type Shape = Record<string, Entry>;

type EntryOut<E> = E extends AliasedField<infer T> ? T : Infer<E>;
type EntrySchema<E> = E extends AliasedField<infer T> ? Schema<T> : E;
type OptionalKeys<S extends Shape> = {
  [K in keyof S]: EntrySchema<S[K]> extends { readonly optional: true } ? K : never;
}[keyof S];
type Flatten<T> = { [K in keyof T]: T[K] } & {};

/** The model an object shape produces: optional schemas give optional keys. */
export type ObjectOut<S extends Shape> = Flatten<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: EntryOut<S[K]> } & {
    [K in OptionalKeys<S>]?: EntryOut<S[K]>;
  }
>;

/**
 * A JSON object with known fields. Fields the shape does not name are allowed and dropped, so
 * the server can add fields without breaking the client.
 */
export function object<const S extends Shape>(shape: S): Schema<ObjectOut<S>> & { shape: S } {
  const entries = Object.entries(shape).map(([name, entry]) => {
    const aliased = 'keys' in entry ? (entry as AliasedField<unknown>) : undefined;
    return {
      name,
      keys: aliased ? aliased.keys : ([name] as const),
      schema: aliased ? aliased.schema : (entry as Schema<unknown>),
    };
  });
  const expected = 'an object';
  const schema = defineSchema(expected, (input, path) => {
    if (!isPlainObject(input)) throw new SchemaIssue(path, expected, input);
    const out: Record<string, unknown> = {};
    for (const { name, keys, schema: fieldSchema } of entries) {
      const key = keys.find((candidate) => input[candidate] !== undefined) ?? keys[0];
      const value = fieldSchema.parse(input[key], child(path, key));
      if (value !== undefined || !fieldSchema.optional) out[name] = value;
    }
    return out as ObjectOut<S>;
  });
  return { ...schema, shape };
}
