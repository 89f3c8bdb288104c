import { SchemaIssue } from './issue';
import { child } from './path';
import { defineSchema, type Infer, type Schema } from './schema';

/** A schema whose absence is allowed and whose object key is optional in the model. */
export type OptionalSchema<T> = Schema<T | undefined> & { readonly optional: true };

/** Missing or null → undefined; the object key becomes optional. */
export function optional<T>(schema: Schema<T>): OptionalSchema<T> {
  return defineSchema(
    schema.expected,
    (input, path) =>
      input === undefined || input === null ? undefined : schema.parse(input, path),
    true,
  ) as OptionalSchema<T>;
}

/** null stays null (the API's way of saying "never"); missing is still an error. */
export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return defineSchema(`${schema.expected} or null`, (input, path) =>
    input === null ? null : schema.parse(input, path),
  );
}

/** Missing or null → the default (a factory, so mutable defaults are never shared). */
export function withDefault<T>(schema: Schema<T>, fallback: () => NoInfer<T>): Schema<T> {
  return defineSchema(
    schema.expected,
    (input, path) =>
      input === undefined || input === null ? fallback() : schema.parse(input, path),
    true,
  );
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  const expected = 'an array';
  return defineSchema(expected, (input, path) => {
    if (!Array.isArray(input)) throw new SchemaIssue(path, expected, input);
    const out = new Array<T>(input.length);
    for (let index = 0; index < input.length; index += 1)
      out[index] = item.parse(input[index], child(path, index));
    return out;
  });
}

/** An object used as a map (keys are addresses, symbols, program ids …). */
export function record<T>(value: Schema<T>): Schema<Record<string, T>> {
  const expected = 'an object';
  return defineSchema(expected, (input, path) => {
    if (!isPlainObject(input)) throw new SchemaIssue(path, expected, input);
    const out: Record<string, T> = {};
    for (const [key, entry] of Object.entries(input))
      out[key] = value.parse(entry, child(path, key));
    return out;
  });
}

type TupleOut<S extends readonly Schema<unknown>[]> = { [K in keyof S]: Infer<S[K]> };

/** A fixed-length array such as the price history's `[price, time]` pairs; extra items pass. */
export function tuple<const S extends readonly Schema<unknown>[]>(
  ...items: S
): Schema<TupleOut<S>> {
  const expected = `an array of at least ${items.length}`;
  return defineSchema(expected, (input, path) => {
    if (!Array.isArray(input) || input.length < items.length)
      throw new SchemaIssue(path, expected, input);
    return items.map((item, index) => item.parse(input[index], child(path, index))) as TupleOut<S>;
  });
}

/** Converts a parsed value (renaming, capping, reshaping) after validation. */
export function transform<T, U>(schema: Schema<T>, convert: (value: T) => U): Schema<U> {
  return defineSchema(
    schema.expected,
    (input, path) => convert(schema.parse(input, path)),
    schema.optional,
  );
}

/**
 * The first schema that accepts the value, for routes whose sources disagree on the layout.
 * When none does, the last schema's issue is reported.
 */
export function firstOf<T>(...schemas: readonly [Schema<T>, ...Schema<T>[]]): Schema<T> {
  const expected = schemas.map((schema) => schema.expected).join(' or ');
  return defineSchema(expected, (input, path) => {
    let lastIssue: unknown;
    for (const schema of schemas) {
      try {
        return schema.parse(input, path);
      } catch (error) {
        if (!(error instanceof SchemaIssue)) throw error;
        lastIssue = error;
      }
    }
    throw lastIssue;
  });
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
