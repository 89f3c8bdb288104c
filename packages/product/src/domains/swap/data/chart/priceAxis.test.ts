import { describe, expect, it } from 'vitest';
import { priceAxisFormat } from './priceAxis';

const points = (...values: number[]) => values.map((value, index) => ({ time: index, value }));

describe('priceAxisFormat', () => {
  it('labels the scale as prices are written, not with six decimals', () => {
    const { formatter } = priceAxisFormat(points(148.5, 152.25));
    expect(formatter(150.123456)).toBe('150.12');
    expect(formatter(12_345.678)).toBe('12,346');
    expect(formatter(0.000123456)).toBe('0.0001235');
  });

  it('steps by at most a cent, finer for small prices', () => {
    expect(priceAxisFormat(points(148.5, 152.25)).minMove).toBe(0.01);
    expect(priceAxisFormat(points(0.00002134, 0.00002201)).minMove).toBeCloseTo(1e-8, 20);
    expect(priceAxisFormat([]).minMove).toBe(0.01);
  });
});
