import { describe, expect, it } from 'vitest';
import { createPrng } from './prng';

describe('createPrng', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createPrng('seed-1');
    const b = createPrng('seed-1');
    const c = createPrng('seed-2');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays in range and spreads over it', () => {
    const prng = createPrng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 500; i += 1) {
      const n = prng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('draws decimals on the requested grid, inside the bounds', () => {
    const prng = createPrng('decimals');
    for (let i = 0; i < 100; i += 1) {
      const d = prng.decimal('0.5', '2.5', 2);
      expect(d.gte('0.5') && d.lte('2.5')).toBe(true);
      expect(d.decimalPlaces()).toBeLessThanOrEqual(2);
    }
  });

  it('forks independent, reproducible streams', () => {
    const x = createPrng('root').fork('markets').next();
    expect(createPrng('root').fork('markets').next()).toBe(x);
    expect(createPrng('root').fork('tokens').next()).not.toBe(x);
  });

  it('samples distinct indexes', () => {
    const picked = createPrng('sample').sampleIndexes(20, 6);
    expect(new Set(picked).size).toBe(6);
    expect(picked.every((i) => i >= 0 && i < 20)).toBe(true);
  });
});
