// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeUnitLimit, MAX_COMPUTE_UNITS } from './computeUnits';

describe('computeUnitLimit', () => {
  it('adds a 10 % margin, rounding up', () => {
    expect(computeUnitLimit(100_000)).toBe(110_000);
    expect(computeUnitLimit(12_345)).toBe(13_580);
    expect(computeUnitLimit(1_000, 50)).toBe(1_500);
  });

  it('caps at 1.4M compute units', () => {
    expect(computeUnitLimit(1_300_000)).toBe(MAX_COMPUTE_UNITS);
    expect(MAX_COMPUTE_UNITS).toBe(1_400_000);
  });

  it.each([undefined, 0, -5, Number.NaN, 1.5])('asks for the maximum for %s', (units) => {
    expect(computeUnitLimit(units)).toBe(MAX_COMPUTE_UNITS);
  });

  it('ignores a broken margin', () => {
    expect(computeUnitLimit(1_000, Number.NaN)).toBe(1_000);
    expect(computeUnitLimit(1_000, -10)).toBe(1_000);
  });
});
