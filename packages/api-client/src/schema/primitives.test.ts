import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { SchemaIssue } from './issue';
import { boolean, decimal, integer, number, string } from './primitives';

const parse = <T>(schema: { parse: (v: unknown, p: undefined) => T }, value: unknown) =>
  schema.parse(value, undefined);

describe('decimal', () => {
  it('keeps every digit of a decimal string', () => {
    const value = parse(decimal(), '0.0625098312204519802871');
    expect(value).toBeInstanceOf(Decimal);
    expect(value.toFixed()).toBe('0.0625098312204519802871');
  });

  it('reads JSON numbers, exponents and surrounding spaces', () => {
    expect(parse(decimal(), 142.5).toFixed()).toBe('142.5');
    expect(parse(decimal(), '1e-7').toFixed()).toBe('0.0000001');
    expect(parse(decimal(), ' -3.25 ').toFixed()).toBe('-3.25');
  });

  it.each([
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['text', 'abc'],
    ['empty string', ''],
    ['number NaN', Number.NaN],
    ['number Infinity', Number.POSITIVE_INFINITY],
    ['boolean', true],
    ['null', null],
    ['missing', undefined],
  ])('rejects %s', (_, value) => {
    expect(() => parse(decimal(), value)).toThrow(SchemaIssue);
  });
});

describe('number and integer', () => {
  it('accept numeric strings (counts sent as strings)', () => {
    expect(parse(number(), '10234')).toBe(10234);
    expect(parse(integer(), '6')).toBe(6);
  });

  it('reject non-finite numbers and fractions where integers are expected', () => {
    expect(() => parse(number(), Number.NaN)).toThrow(SchemaIssue);
    expect(() => parse(integer(), 6.5)).toThrow(SchemaIssue);
    expect(() => parse(number(), '12px')).toThrow(SchemaIssue);
  });
});

describe('boolean and string', () => {
  it('reads boolean strings', () => {
    expect(parse(boolean(), 'true')).toBe(true);
    expect(parse(boolean(), 'false')).toBe(false);
    expect(() => parse(boolean(), 'yes')).toThrow(SchemaIssue);
  });

  it('does not coerce numbers to strings', () => {
    expect(() => parse(string(), 5)).toThrow(SchemaIssue);
  });
});
