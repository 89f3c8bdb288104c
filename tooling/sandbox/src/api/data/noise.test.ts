import { describe, expect, it } from 'vitest';
import { fractalNoise, hashString, smoothNoise, unit } from './noise';

describe('noise', () => {
  it('is a pure function of key and index', () => {
    const key = hashString('seed|sol');
    expect(unit(key, 42)).toBe(unit(hashString('seed|sol'), 42));
    expect(unit(key, 42)).not.toBe(unit(key, 43));
    expect(unit(key, 42)).not.toBe(unit(hashString('seed|usdc'), 42));
  });

  it('stays within its ranges, also for indexes beyond 32 bits', () => {
    const key = hashString('range');
    for (let index = 0; index < 2_000; index += 1) {
      const value = unit(key, index * 9_999_991);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const noise = smoothNoise(key, index * 1_234_567, 3_600_000);
      expect(Math.abs(noise)).toBeLessThanOrEqual(1);
    }
  });

  it('is smooth: close times give close values', () => {
    const key = hashString('smooth');
    const period = 86_400_000;
    for (let time = 0; time < 30 * period; time += period / 7) {
      expect(
        Math.abs(smoothNoise(key, time + 1_000, period) - smoothNoise(key, time, period)),
      ).toBeLessThan(0.001);
    }
  });

  it('sums octaves with their amplitudes', () => {
    const key = hashString('octaves');
    const octaves = [{ periodMs: 1_000, amplitude: 0 }];
    expect(fractalNoise(key, 12_345, octaves)).toBe(0);
    const value = fractalNoise(key, 12_345, [{ periodMs: 1_000, amplitude: 2 }]);
    expect(Math.abs(value)).toBeLessThanOrEqual(2);
  });
});
