import Decimal from 'decimal.js';
import { SchemaIssue } from './issue';
import { defineSchema, type Schema } from './schema';

const NUMERIC_STRING = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A JSON string. */
export function string(): Schema<string> {
  return defineSchema('a string', (input, path) => {
    if (typeof input !== 'string') throw new SchemaIssue(path, 'a string', input);
    return input;
  });
}

/** A finite JSON number, or a numeric string (counts are sometimes sent as strings). */
export function number(): Schema<number> {
  return defineSchema('a finite number', (input, path) => {
    const value = readNumber(input);
    if (value === undefined) throw new SchemaIssue(path, 'a finite number', input);
    return value;
  });
}

/** Like number(), but whole numbers only (decimals, counts, bumps). */
export function integer(): Schema<number> {
  return defineSchema('an integer', (input, path) => {
    const value = readNumber(input);
    if (value === undefined || !Number.isInteger(value))
      throw new SchemaIssue(path, 'an integer', input);
    return value;
  });
}

/** A boolean, also accepting the strings 'true' and 'false'. */
export function boolean(): Schema<boolean> {
  return defineSchema('a boolean', (input, path) => {
    if (typeof input === 'boolean') return input;
    if (input === 'true') return true;
    if (input === 'false') return false;
    throw new SchemaIssue(path, 'a boolean', input);
  });
}

/**
 * An arbitrary-precision number sent as a decimal string (the API's usual form) or as a JSON
 * number. Every digit of a string is kept; NaN, Infinity and non-numeric text are rejected.
 */
export function decimal(): Schema<Decimal> {
  return defineSchema('a decimal', (input, path) => {
    if (typeof input === 'number' && Number.isFinite(input)) return new Decimal(input);
    if (typeof input === 'string' && NUMERIC_STRING.test(input.trim())) {
      const value = new Decimal(input.trim());
      if (value.isFinite()) return value;
    }
    throw new SchemaIssue(path, 'a decimal', input);
  });
}

/** Any value, unchecked: for blobs whose layout is not known and which are only passed on. */
export function unknownValue(): Schema<unknown> {
  return defineSchema('anything', (input) => input);
}

function readNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input === 'string' && NUMERIC_STRING.test(input.trim())) {
    const value = Number(input.trim());
    return Number.isFinite(value) ? value : undefined;
  }
  return undefined;
}
