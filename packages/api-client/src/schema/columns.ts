import { array, isPlainObject } from './combinators';
import { SchemaIssue } from './issue';
import { child } from './path';
import { defineSchema, type Infer, type Schema } from './schema';

type ColumnShape = Record<
  string,
  { readonly keys: readonly [string, ...string[]]; readonly schema: Schema<unknown> }
>;
type Rows<S extends ColumnShape> = Array<{ [K in keyof S]: Infer<S[K]['schema']> }>;

/**
 * A column map — `{ timestamps: [...], values: [...] }`, one array per series — read into rows.
 * Every column must be present and all columns must have the same length.
 */
export function columns<const S extends ColumnShape>(shape: S): Schema<Rows<S>> {
  const entries = Object.entries(shape);
  const expected = 'an object of equal-length arrays';
  return defineSchema(expected, (input, path) => {
    if (!isPlainObject(input)) throw new SchemaIssue(path, expected, input);
    const parsed: Array<[string, unknown[]]> = [];
    let length: number | undefined;
    for (const [name, { keys, schema }] of entries) {
      const key = keys.find((candidate) => input[candidate] !== undefined) ?? keys[0];
      const values = array(schema).parse(input[key], child(path, key));
      if (length !== undefined && values.length !== length)
        throw new SchemaIssue(child(path, key), `an array of ${length}`, input[key]);
      length = values.length;
      parsed.push([name, values]);
    }
    const rows: Array<Record<string, unknown>> = [];
    for (let index = 0; index < (length ?? 0); index += 1) {
      const row: Record<string, unknown> = {};
      for (const [name, values] of parsed) row[name] = values[index];
      rows.push(row);
    }
    return rows as Rows<S>;
  });
}
