import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RiskColour, riskColour, riskColourNearLiquidation } from './risk';

const thresholds = { maxLtv: 0.75, liquidationLtv: 0.8 };
const rank: Record<RiskColour, number> = { green: 0, orange: 1, red: 2 };

describe('riskColour', () => {
  it.each([
    [0, 'green'],
    [0.7499, 'green'],
    [0.75, 'orange'],
    [0.7999, 'orange'],
    [0.8, 'red'],
    [1.2, 'red'],
    [Number.NaN, 'red'],
    [Number.POSITIVE_INFINITY, 'red'],
  ])('LTV %s → %s', (ltv, expected) => {
    expect(riskColour(ltv, thresholds)).toBe(expected);
  });

  it('is monotone in LTV', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 2, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank[riskColour(low, thresholds)]).toBeLessThanOrEqual(
            rank[riskColour(high, thresholds)],
          );
          expect(rank[riskColourNearLiquidation(low, 0.8)]).toBeLessThanOrEqual(
            rank[riskColourNearLiquidation(high, 0.8)],
          );
        },
      ),
    );
  });
});

describe('riskColourNearLiquidation', () => {
  it.each([
    [0.7499, 'green'],
    [0.75, 'orange'],
    [0.8, 'red'],
  ])('LTV %s with liquidation LTV 0.8 → %s', (ltv, expected) => {
    expect(riskColourNearLiquidation(ltv, 0.8)).toBe(expected);
  });

  it('takes another margin', () => {
    expect(riskColourNearLiquidation(0.71, 0.8, 0.1)).toBe('orange');
  });
});
