import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import {
  adjustLeverage,
  depositAtLeverage,
  leverageFromLtv,
  ltvFromLeverage,
  positionLeverage,
  withdrawAtCurrentLeverage,
} from './leverage';

/** MATH.md §8.2: mSOL collateral / SOL debt, priceCollToDebt = 30 / 25. */
const priceCollToDebt = new MathDecimal(30).div(25);
const close = (value: { toNumber(): number }, expected: number, digits = 9) =>
  expect(value.toNumber()).toBeCloseTo(expected, digits);

describe('leverage and LTV', () => {
  it('L = 1 / (1 − LTV) and back', () => {
    expect(leverageFromLtv('0.5').toFixed()).toBe('2');
    expect(leverageFromLtv(1).isFinite()).toBe(false);
    expect(ltvFromLeverage(4).toFixed()).toBe('0.75');
    expect(positionLeverage({ deposited: 25, borrowed: 20, priceCollToDebt }).toFixed(30)).toBe(
      `3.${'0'.repeat(30)}`,
    );
  });
});

describe('depositAtLeverage (klend-sdk leverage_calcs vectors)', () => {
  it('deposit 1 SOL (debt token) at 3x → 2.5 mSOL / 2 SOL', () => {
    const after = depositAtLeverage({
      deposited: 0,
      borrowed: 0,
      depositAmount: 1,
      depositToken: 'debt',
      targetLeverage: 3,
      priceCollToDebt,
    });
    close(after.totalDeposited, 2.5);
    close(after.totalBorrowed, 2);
  });

  it('deposit 0.8333333333333334 mSOL (collateral token) at 3x → 2.5 / 2', () => {
    const after = depositAtLeverage({
      deposited: 0,
      borrowed: 0,
      depositAmount: 0.8333333333333334,
      depositToken: 'collateral',
      targetLeverage: 3,
      priceCollToDebt,
    });
    close(after.totalDeposited, 2.5);
    close(after.totalBorrowed, 2);
  });

  it.each([
    ['debt', 1],
    ['collateral', 0.8333333333333334],
  ] as const)('onto 25 mSOL / 20 SOL, deposit in %s token → ≈27.5 / ≈22.0', (token, amount) => {
    const after = depositAtLeverage({
      deposited: 25,
      borrowed: 20,
      depositAmount: amount,
      depositToken: token,
      targetLeverage: 3,
      priceCollToDebt,
    });
    close(after.totalDeposited, 27.5);
    close(after.totalBorrowed, 22);
  });

  it('adds the flash fee and slippage to the borrow', () => {
    const after = depositAtLeverage({
      deposited: 0,
      borrowed: 0,
      depositAmount: 1,
      depositToken: 'debt',
      targetLeverage: 3,
      priceCollToDebt,
      flashLoanFee: '0.001',
      slippagePct: 1,
    });
    close(after.totalBorrowed, 2 * 1.001 * 1.01);
  });
});

describe('withdrawAtCurrentLeverage', () => {
  it.each([
    ['debt', 1],
    ['collateral', 0.8333333333333334],
  ] as const)('41.67 / 40 at 5x, withdraw in %s token → ≈37.5 / ≈36.0', (token, amount) => {
    const after = withdrawAtCurrentLeverage({
      deposited: 41.66666666666667,
      borrowed: 40,
      withdrawAmount: amount,
      withdrawToken: token,
      priceCollToDebt,
    });
    close(after.totalDeposited, 37.5);
    close(after.totalBorrowed, 36);
    expect(after.collateralChange.isNegative()).toBe(true);
  });
});

describe('adjustLeverage', () => {
  it('5x → 3x: 41.67 / 40 → ≈25 / ≈20 (leverage down)', () => {
    const after = adjustLeverage({
      deposited: 41.66666666666667,
      borrowed: 40,
      targetLeverage: 3,
      priceCollToDebt,
    });
    close(after.totalDeposited, 25);
    close(after.totalBorrowed, 20);
    expect(after.direction).toBe('decrease');
    close(after.debtChange, -20);
  });

  it('mainnet prices SOL $25.26, mSOL $28.41: 10.68 / 8.12 to 2x', () => {
    const after = adjustLeverage({
      deposited: '10.68',
      borrowed: '8.12',
      targetLeverage: 2,
      priceCollToDebt: new MathDecimal('28.41').div('25.26'),
    });
    // the SDK strings carry 20 significant digits
    expect(after.totalDeposited.minus('6.9206335797254487854').abs().lt('1e-18')).toBe(true);
    expect(after.totalBorrowed.minus('3.8918289786223277908').abs().lt('1e-18')).toBe(true);
  });

  it('3x → 5x is a leverage increase', () => {
    const after = adjustLeverage({
      deposited: 25,
      borrowed: 20,
      targetLeverage: 5,
      priceCollToDebt,
    });
    expect(after.direction).toBe('increase');
    close(after.totalDeposited, 41.66666666666667);
    close(after.totalBorrowed, 40);
  });
});
