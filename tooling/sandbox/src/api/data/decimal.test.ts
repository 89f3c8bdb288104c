import { describe, expect, it } from 'vitest';
import { aprToApy, baseUnits, capAt, dec, factor, fixed, splitExactly, sum } from './decimal';

describe('decimal helpers', () => {
  it('splits a total into parts that add up exactly', () => {
    const parts = splitExactly(dec('100.000001'), [1, 2, 0], 6);
    expect(parts.map((p) => p.toFixed())).toEqual(['33.333333', '66.666668', '0']);
    expect(sum(parts).toFixed()).toBe('100.000001');
    expect(splitExactly(dec(5), [0, 0], 2).map((p) => p.toFixed())).toEqual(['5', '0']);
  });

  it('compounds an APR daily', () => {
    expect(aprToApy(dec('0.1')).toDecimalPlaces(6).toFixed()).toBe('0.105156');
    expect(aprToApy(dec(0)).isZero()).toBe(true);
  });

  it('writes decimal strings without exponents', () => {
    expect(fixed(dec('1e-9'), 12)).toBe('0.000000001');
    expect(fixed(dec('2.50'), 8)).toBe('2.5');
    expect(baseUnits(dec('1.5'), 6)).toBe('1500000');
    expect(capAt(dec(12), 10).toFixed()).toBe('10');
  });

  it('refuses a factor that is not finite', () => {
    expect(() => factor(Number.NaN)).toThrow(RangeError);
    expect(factor(1 / 3).toFixed()).toBe('0.333333333333');
  });
});
