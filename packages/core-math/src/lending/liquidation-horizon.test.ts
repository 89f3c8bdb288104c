import { describe, expect, it } from 'vitest';
import { daysToLiquidationAtCurrentRates } from './liquidation-horizon';

describe('daysToLiquidationAtCurrentRates', () => {
  it('solves one deposit against one borrow in closed form', () => {
    // 100 × 0.8 × 1.02^t = 60 × 1 × 1.12^t → t = ln(80 / 60) / ln(1.12 / 1.02) years.
    const days = daysToLiquidationAtCurrentRates({
      deposits: [{ value: 100, liquidationLtv: 0.8, apy: 0.02 }],
      borrows: [{ value: 60, borrowFactor: 1, apy: 0.12 }],
    });
    const years = Math.log(80 / 60) / Math.log(1.12 / 1.02);
    expect(days?.toNumber()).toBeCloseTo(years * 365, 6);
  });

  it('counts the borrow factor and several assets', () => {
    const days = daysToLiquidationAtCurrentRates({
      deposits: [
        { value: 50, liquidationLtv: 0.8, apy: 0.05 },
        { value: 50, liquidationLtv: 0.6, apy: 0.01 },
      ],
      borrows: [
        { value: 20, borrowFactor: 1.25, apy: 0.3 },
        { value: 30, borrowFactor: 1, apy: 0.1 },
      ],
    });
    expect(days).toBeDefined();
    // At that time the adjusted debt equals the liquidation limit.
    const t = (days?.toNumber() ?? 0) / 365;
    const debt = 20 * 1.25 * 1.3 ** t + 30 * 1.1 ** t;
    const limit = 50 * 0.8 * 1.05 ** t + 50 * 0.6 * 1.01 ** t;
    expect(debt / limit).toBeCloseTo(1, 9);
  });

  it('is 0 at or past the limit, and undefined without debt or with positive carry', () => {
    expect(
      daysToLiquidationAtCurrentRates({
        deposits: [{ value: 100, liquidationLtv: 0.8, apy: 0 }],
        borrows: [{ value: 80, borrowFactor: 1, apy: 0.1 }],
      })?.toNumber(),
    ).toBe(0);
    expect(
      daysToLiquidationAtCurrentRates({
        deposits: [{ value: 100, liquidationLtv: 0.8, apy: 0.1 }],
        borrows: [],
      }),
    ).toBeUndefined();
    expect(
      daysToLiquidationAtCurrentRates({
        deposits: [{ value: 100, liquidationLtv: 0.8, apy: 0.1 }],
        borrows: [{ value: 50, borrowFactor: 1, apy: 0.05 }],
      }),
    ).toBeUndefined();
  });
});
