import { describe, expect, it } from 'vitest';
import { liquidationPriorityBounds } from './liquidation-priority';

describe('liquidationPriorityBounds', () => {
  const deposits = [
    { value: 1000, liquidationThresholdPct: 80 },
    { value: 500, liquidationThresholdPct: 65 },
    { value: 1, liquidationThresholdPct: 50 },
    { value: 900, liquidationThresholdPct: 0 },
  ];
  const borrows = [
    { value: 800, borrowFactorPct: 100 },
    { value: 300, borrowFactorPct: 125 },
    { value: 0.5, borrowFactorPct: 200 },
  ];

  it('records the highest borrow factor and lowest liquidation LTV of the positions that count', () => {
    expect(
      liquidationPriorityBounds({
        deposits,
        borrows,
        inElevationGroup: false,
        minValueSkipLiquidationLtvChecks: 5,
        minValueSkipLiquidationBfChecks: 5,
      }),
    ).toEqual({ highestBorrowFactorPct: 125, lowestReserveDepositLiquidationLtv: 65 });
  });

  it('counts every borrow factor as 100 % in a group; no deposit that counts leaves 255', () => {
    expect(
      liquidationPriorityBounds({
        deposits: [{ value: 1, liquidationThresholdPct: 90 }],
        borrows,
        inElevationGroup: true,
        minValueSkipLiquidationLtvChecks: 5,
        minValueSkipLiquidationBfChecks: 0,
      }),
    ).toEqual({ highestBorrowFactorPct: 100, lowestReserveDepositLiquidationLtv: 255 });
  });
});
