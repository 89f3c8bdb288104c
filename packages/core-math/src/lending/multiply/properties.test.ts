import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import { closePosition } from './close';
import { depositAtLeverage, netCollateral, positionLeverage } from './leverage';
import { multiplyPositionStats } from './position-stats';

/** Decimal-friendly positive numbers (as strings, so no float noise enters the maths). */
const positive = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 1e4), max: Math.round(max * 1e4) }).map((n) => n / 1e4);
const leverage = positive(1, 10);
const price = positive(0.001, 5000);
const amount = positive(0.0001, 1e6);

describe('multiply maths, as properties', () => {
  it('a deposit at leverage L into an empty position is L × the deposit, at leverage L', () => {
    fc.assert(
      fc.property(amount, leverage, price, (deposit, target, priceCollToDebt) => {
        const after = depositAtLeverage({
          deposited: 0,
          borrowed: 0,
          depositAmount: deposit,
          depositToken: 'collateral',
          targetLeverage: target,
          priceCollToDebt,
        });
        expect(after.totalDeposited.eq(new MathDecimal(deposit).times(target))).toBe(true);
        const resulting = positionLeverage({
          deposited: after.totalDeposited,
          borrowed: after.totalBorrowed,
          priceCollToDebt,
        });
        expect(resulting.minus(target).abs().lt('1e-20')).toBe(true);
      }),
    );
  });

  it('closing returns the net value, less exactly the flash fee and the slippage', () => {
    fc.assert(
      fc.property(
        amount,
        leverage,
        price,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 300 }),
        (deposit, target, priceCollToDebt, feeBps, slippageBps) => {
          const position = depositAtLeverage({
            deposited: 0,
            borrowed: 0,
            depositAmount: deposit,
            depositToken: 'collateral',
            targetLeverage: target,
            priceCollToDebt,
          });
          const input = {
            deposited: position.totalDeposited,
            borrowed: position.totalBorrowed,
            priceCollToDebt,
          };
          const free = closePosition(input);
          // Without costs the owner gets the deposit back.
          expect(free.received.minus(deposit).abs().lt('1e-18')).toBe(true);
          expect(free.received.minus(netCollateral(input)).abs().lt('1e-18')).toBe(true);
          const costly = closePosition({
            ...input,
            flashLoanFee: feeBps / 10_000,
            slippagePct: slippageBps / 100,
          });
          expect(costly.received.lte(free.received)).toBe(true);
          expect(costly.received.plus(costly.costs).minus(free.received).abs().lt('1e-18')).toBe(
            true,
          );
        },
      ),
    );
  });

  it('at its liquidation price a position sits exactly at its liquidation LTV', () => {
    fc.assert(
      fc.property(
        amount,
        positive(1.1, 10),
        positive(0.01, 5000),
        positive(0.01, 5000),
        fc.integer({ min: 50, max: 95 }),
        fc.integer({ min: 100, max: 200 }),
        (deposit, target, collateralPrice, debtPrice, thresholdPct, borrowFactorPct) => {
          const priceCollToDebt = new MathDecimal(collateralPrice).div(debtPrice);
          const position = depositAtLeverage({
            deposited: 0,
            borrowed: 0,
            depositAmount: deposit,
            depositToken: 'collateral',
            targetLeverage: target,
            priceCollToDebt,
          });
          const params = {
            deposited: position.totalDeposited,
            borrowed: position.totalBorrowed,
            debtPrice,
            debtBorrowFactorPct: borrowFactorPct,
            liquidationThresholdPct: thresholdPct,
          };
          const { liquidationPriceUsd } = multiplyPositionStats({ ...params, collateralPrice });
          if (liquidationPriceUsd === undefined) throw new Error('a levered position has one');
          const atLiquidation = multiplyPositionStats({
            ...params,
            collateralPrice: liquidationPriceUsd,
          });
          const threshold = new MathDecimal(thresholdPct).div(100);
          expect(atLiquidation.ltv.minus(threshold).abs().lt('1e-18')).toBe(true);
        },
      ),
    );
  });
});
