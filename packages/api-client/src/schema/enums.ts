import { SchemaIssue } from './issue';
import { defineSchema, type Schema } from './schema';

/** What an enum value outside the known set becomes. */
export const UNKNOWN = 'unknown';
export type Unknown = typeof UNKNOWN;

/**
 * One of a known set of strings. A value outside the set (a new server-side kind) becomes
 * 'unknown' instead of failing the whole response; a missing value is still an error.
 */
export function enumeration<const V extends string>(values: readonly V[]): Schema<V | Unknown> {
  const known = new Set<string>(values);
  const expected = `one of ${values.join(', ')}`;
  return defineSchema(expected, (input, path) => {
    if (input === undefined || input === null) throw new SchemaIssue(path, expected, input);
    return typeof input === 'string' && known.has(input) ? (input as V) : UNKNOWN;
  });
}

/**
 * An enum sent as a numeric discriminator (0, 1, …) or as its name. Unknown numbers and names
 * become 'unknown'.
 */
export function numericEnumeration<const V extends string>(
  names: Readonly<Record<number, V>>,
): Schema<V | Unknown> {
  const byName = new Set<string>(Object.values(names));
  const expected = `a discriminator of ${Object.values(names).join(', ')}`;
  return defineSchema(expected, (input, path) => {
    if (input === undefined || input === null) throw new SchemaIssue(path, expected, input);
    if (typeof input === 'string' && byName.has(input)) return input as V;
    const code = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
    if (typeof code === 'number' && Number.isInteger(code)) return names[code] ?? UNKNOWN;
    return UNKNOWN;
  });
}
