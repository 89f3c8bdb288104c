import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { columns } from './columns';
import {
  array,
  firstOf,
  nullable,
  optional,
  record,
  transform,
  tuple,
  withDefault,
} from './combinators';
import { enumeration, numericEnumeration } from './enums';
import { SchemaIssue } from './issue';
import { field, object } from './object';
import { decimal, number, string } from './primitives';
import type { Schema } from './schema';
import { timestamp } from './timestamp';

function issueOf(schema: Schema<unknown>, value: unknown): SchemaIssue {
  try {
    schema.parse(value, undefined);
  } catch (error) {
    if (error instanceof SchemaIssue) return error;
    throw error;
  }
  throw new Error('expected a SchemaIssue');
}

describe('object', () => {
  const token = object({
    address: field(['address', 'mint'], string()),
    logo: field(
      ['logoURI', 'logoUrl', 'logo_url'],
      withDefault(string(), () => ''),
    ),
    price: optional(decimal()),
  });

  it('lets unknown fields pass and leaves them out of the model', () => {
    const parsed = token.parse({ mint: 'M1', logo_url: 'x.png', extra: 1, nested: {} }, undefined);
    expect(parsed).toEqual({ address: 'M1', logo: 'x.png' });
  });

  it('reads the first present spelling of an aliased field', () => {
    expect(token.parse({ address: 'A', mint: 'B', logoUrl: 'u' }, undefined)).toMatchObject({
      address: 'A',
      logo: 'u',
    });
  });

  it('applies defaults and omits absent optional fields', () => {
    const parsed = token.parse({ address: 'A', price: null }, undefined);
    expect(parsed).toEqual({ address: 'A', logo: '' });
    expect('price' in parsed).toBe(false);
  });

  it('names the path of a failing field', () => {
    const history = object({ history: array(object({ timestamp: timestamp() })) });
    const issue = issueOf(history, { history: [{ timestamp: 1 }, { timestamp: 'soon' }] });
    expect(issue.path).toBe('$.history[1].timestamp');
    expect(issue.expected).toBe('a timestamp');
  });

  it('reports a missing required field at its first spelling', () => {
    expect(issueOf(token, {}).path).toBe('$.address');
  });

  it('quotes keys that are not identifiers', () => {
    const sections = record(object({ tokens: array(string()) }));
    expect(issueOf(sections, { 'mainnet-beta': { tokens: [1] } }).path).toBe(
      '$["mainnet-beta"].tokens[0]',
    );
  });
});

describe('enumerations', () => {
  const status = enumeration(['LIVE', 'STAGING']);

  it("maps unknown values to 'unknown' but still requires a value", () => {
    expect(status.parse('LIVE', undefined)).toBe('LIVE');
    expect(status.parse('RETIRED', undefined)).toBe('unknown');
    expect(status.parse(7, undefined)).toBe('unknown');
    expect(() => status.parse(undefined, undefined)).toThrow(SchemaIssue);
  });

  it('reads numeric discriminators and names', () => {
    const tag = numericEnumeration({ 0: 'Vanilla', 1: 'Multiply' });
    expect(tag.parse(1, undefined)).toBe('Multiply');
    expect(tag.parse('0', undefined)).toBe('Vanilla');
    expect(tag.parse('Multiply', undefined)).toBe('Multiply');
    expect(tag.parse(9, undefined)).toBe('unknown');
  });
});

describe('combinators', () => {
  it('nullable keeps null, optional drops it', () => {
    expect(nullable(string()).parse(null, undefined)).toBeNull();
    expect(optional(string()).parse(null, undefined)).toBeUndefined();
    expect(() => nullable(string()).parse(undefined, undefined)).toThrow(SchemaIssue);
  });

  it('tuple reads price-history pairs', () => {
    const pair = tuple(decimal(), timestamp());
    const [price, time] = pair.parse(['142.18', 1732060800], undefined);
    expect(price.toFixed()).toBe('142.18');
    expect(time).toBe(1732060800000);
    expect(issueOf(pair, ['1']).expected).toBe('an array of at least 2');
  });

  it('firstOf tries layouts in order and reports the last issue', () => {
    const either = firstOf(
      transform(object({ items: array(number()) }), ({ items }) => items),
      array(number()),
    );
    expect(either.parse({ items: [1] }, undefined)).toEqual([1]);
    expect(either.parse([2, 3], undefined)).toEqual([2, 3]);
    expect(issueOf(either, 'nope').expected).toBe('an array');
  });

  it('columns turns a column map into rows and rejects ragged columns', () => {
    const series = columns({
      time: { keys: ['timestamps', 'ts'], schema: timestamp() },
      value: { keys: ['value_usd', 'valueUsd'], schema: decimal() },
    });
    const rows = series.parse(
      { ts: [1_700_000_000, 1_700_086_400], valueUsd: ['1', '2.5'] },
      undefined,
    );
    expect(rows).toEqual([
      { time: 1_700_000_000_000, value: new Decimal(1) },
      { time: 1_700_086_400_000, value: new Decimal('2.5') },
    ]);
    expect(issueOf(series, { ts: [1], value_usd: ['1', '2'] }).path).toBe('$.value_usd');
  });
});
