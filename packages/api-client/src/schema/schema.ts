import type { Path } from './path';

/**
 * A parser from untrusted JSON to a typed model. `parse` throws SchemaIssue on a value that does
 * not fit; it receives `undefined` for a missing object field, so each schema decides whether
 * absence is allowed.
 */
export interface Schema<T> {
  /** What the schema expects, as read in error messages ("a decimal", "an array"). */
  readonly expected: string;
  /** True when a missing field is acceptable (object fields become optional keys). */
  readonly optional: boolean;
  parse(input: unknown, path: Path | undefined): T;
}

/** The model type a schema produces. */
export type Infer<S> = S extends Schema<infer T> ? T : never;

export function defineSchema<T>(
  expected: string,
  parse: (input: unknown, path: Path | undefined) => T,
  optional = false,
): Schema<T> {
  return { expected, optional, parse };
}
