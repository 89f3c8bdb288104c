import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import { loopReview } from './loop-review';

/** MATH.md §8.2's position: 2.5 mSOL / 2 SOL at 30 / 25 = 1.2 SOL per mSOL (3x), mSOL at $30. */
const position = {
  deposited: '2.5',
  borrowed: '2',
  priceCollToDebt: new MathDecimal(30).div(25),
  collateralPrice: 30,
  collateralFlashLoanFee: '0.002',
  debtFlashLoanFee: '0.001',
  slippagePct: '0.5',
};

describe('loopReview', () => {
  it('a close repays the whole debt and keeps collateral − debt × 1.001 × 1.005 / 1.2', () => {
    const review = loopReview({ ...position, change: { kind: 'close' } });
    expect(review.debtRepaid.toFixed()).toBe('2');
    expect(review.received.toFixed(7)).toBe('0.8233250');
    expect(review.receivedUsd.toFixed(5)).toBe('24.69975');
    expect(review.swap).toEqual({ sells: 'collateral', buys: new MathDecimal('2.002') });
    expect(review.flashLoanFee.token).toBe('debt');
    expect(review.flashLoanFee.amount.toFixed()).toBe('0.002');
  });

  it('a close under water receives nothing rather than a negative amount', () => {
    const review = loopReview({ ...position, deposited: '1', change: { kind: 'close' } });
    expect(review.received.isZero()).toBe(true);
  });

  it('withdrawing part receives what is withdrawn on top of the collateral sold', () => {
    const review = loopReview({
      ...position,
      change: { kind: 'decrease', repayDebt: '0.4', withdraw: '0.5' },
    });
    expect(review.received.toFixed()).toBe('0.5');
    expect(review.receivedUsd.toFixed()).toBe('15');
    expect(review.debtRepaid.toFixed()).toBe('0.4');
    expect(review.swap.buys.toFixed()).toBe('0.4004');
  });

  it('adjusting down sends nothing to the wallet', () => {
    const review = loopReview({ ...position, change: { kind: 'decrease', repayDebt: '1' } });
    expect(review.received.isZero()).toBe(true);
    expect(review.flashLoanFee.amount.toFixed()).toBe('0.001');
  });

  it('adjusting up buys the flash-borrowed collateral and its fee back with debt', () => {
    const review = loopReview({ ...position, change: { kind: 'increase', flashCollateral: '1' } });
    expect(review.received.isZero()).toBe(true);
    expect(review.debtRepaid.isZero()).toBe(true);
    expect(review.swap).toEqual({ sells: 'debt', buys: new MathDecimal('1.002') });
    expect(review.flashLoanFee).toEqual({ token: 'collateral', amount: new MathDecimal('0.002') });
  });
});
