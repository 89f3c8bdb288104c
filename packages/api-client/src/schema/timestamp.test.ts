import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SchemaIssue } from './issue';
import { timestamp, toEpochMs } from './timestamp';

const NOV_20_2025 = Date.UTC(2025, 10, 20, 10, 0, 0);

describe('timestamp formats', () => {
  it.each([
    ['ISO with Z', '2025-11-20T10:00:00.000Z'],
    ['ISO without zone (UTC)', '2025-11-20T10:00:00'],
    ['ISO with offset', '2025-11-20T12:00:00+02:00'],
    ['ISO with space separator', '2025-11-20 10:00:00'],
    ['epoch seconds', NOV_20_2025 / 1000],
    ['epoch milliseconds', NOV_20_2025],
    ['epoch milliseconds as string', String(NOV_20_2025)],
    ['epoch seconds as string', String(NOV_20_2025 / 1000)],
  ])('reads %s as epoch ms', (_, input) => {
    expect(toEpochMs(input)).toBe(NOV_20_2025);
  });

  it("reads a bare 'YYYY-MM-DD' date as UTC midnight", () => {
    expect(toEpochMs('2025-07-05')).toBe(Date.UTC(2025, 6, 5));
  });

  it('rejects impossible dates and garbage', () => {
    expect(toEpochMs('2025-02-30')).toBeUndefined();
    expect(toEpochMs('yesterday')).toBeUndefined();
    expect(toEpochMs(Number.NaN)).toBeUndefined();
    expect(toEpochMs({})).toBeUndefined();
    expect(() => timestamp().parse('not a date', undefined)).toThrow(SchemaIssue);
  });

  it('every format of the same moment gives the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const seconds = Math.floor(ms / 1000);
        const wholeSecond = seconds * 1000;
        expect(toEpochMs(ms)).toBe(ms);
        expect(toEpochMs(String(ms))).toBe(ms);
        expect(toEpochMs(new Date(ms).toISOString())).toBe(ms);
        expect(toEpochMs(seconds)).toBe(wholeSecond);
        expect(toEpochMs(new Date(ms).toISOString().replace('Z', ''))).toBe(ms);
      }),
    );
  });
});
