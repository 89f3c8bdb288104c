import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';

/**
 * A small seeded PRNG (sfc32 seeded through cyrb128): the same seed yields the same world on
 * every machine. `fork(label)` gives an independent stream, so adding an item to one list does
 * not shift the numbers of another.
 */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Uniform decimal in [min, max] on a grid of `places` decimal places. */
  decimal(min: string, max: string, places: number): Decimal;
  /** `count` distinct indexes below `size`, in ascending order. */
  sampleIndexes(size: number, count: number): number[];
  fork(label: string): Prng;
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

function sfc32(seed: [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

export function createPrng(seed: string): Prng {
  const next = sfc32(cyrb128(seed));
  // Discard the first outputs: sfc32 needs a few rounds to mix a fresh state.
  for (let i = 0; i < 12; i += 1) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    decimal: (min, max, places) => {
      const scale = new MathDecimal(10).pow(places);
      const low = new MathDecimal(min).mul(scale);
      const steps = new MathDecimal(max).mul(scale).minus(low).floor().toNumber();
      return low.plus(int(0, steps)).div(scale);
    },
    sampleIndexes: (size, count) => {
      const indexes = Array.from({ length: size }, (_v, i) => i);
      for (let i = size - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes.slice(0, Math.min(count, size)).sort((a, b) => a - b);
    },
    fork: (label) => createPrng(`${seed}/${label}`),
  };
}
