/**
 * Random-access noise: every value is a pure function of (key, index) or (key, time), so a
 * history can be generated for any range on request, in any order, and always agrees with
 * itself. Floats here only shape synthetic curves; amounts are computed with decimals after.
 */

/** FNV-1a over the UTF-16 code units, then an avalanche: a well-spread 32-bit key. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return avalanche(hash);
}

function avalanche(value: number): number {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Uniform in [0, 1) for an integer index under a key. */
export function unit(key: number, index: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / 4294967296) >>> 0;
  return avalanche(key ^ avalanche(low + Math.imul(high, 0x9e3779b1))) / 4294967296;
}

/** Uniform in [min, max) for a label under a key: per-entity constants (base APYs, sizes). */
export function unitRange(key: number, index: number, min: number, max: number): number {
  return min + unit(key, index) * (max - min);
}

/** Smooth value noise in [-1, 1]: random knots every `period`, eased between them. */
export function smoothNoise(key: number, time: number, period: number): number {
  const position = time / period;
  const knot = Math.floor(position);
  const fraction = position - knot;
  const eased = fraction * fraction * (3 - 2 * fraction);
  const from = unit(key, knot) * 2 - 1;
  const to = unit(key, knot + 1) * 2 - 1;
  return from + (to - from) * eased;
}

export interface Octave {
  periodMs: number;
  amplitude: number;
}

/** Octaves summed: slow swings plus faster wiggles, each octave with its own key. */
export function fractalNoise(key: number, time: number, octaves: readonly Octave[]): number {
  let sum = 0;
  for (let index = 0; index < octaves.length; index += 1) {
    const octave = octaves[index] as Octave;
    sum += octave.amplitude * smoothNoise(avalanche(key + index + 1), time, octave.periodMs);
  }
  return sum;
}
