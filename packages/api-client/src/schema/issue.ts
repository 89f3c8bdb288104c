import { formatPath, type Path } from './path';

/**
 * Raised inside a schema when a value does not fit. The transport turns it into an
 * ApiValidationError that also names the endpoint.
 */
export class SchemaIssue extends Error {
  override readonly name = 'SchemaIssue';
  readonly path: string;
  readonly expected: string;
  readonly received: unknown;

  constructor(path: Path | undefined, expected: string, received: unknown) {
    const where = formatPath(path);
    super(`${where}: expected ${expected}, received ${describeValue(received)}`);
    this.path = where;
    this.expected = expected;
    this.received = received;
  }
}

/** A short, safe description of a received value for error messages. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'number') return `the number ${String(value)}`;
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}
