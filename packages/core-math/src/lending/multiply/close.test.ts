import { describe, expect, it } from 'vitest';
import { MathDecimal } from '../../decimal';
import { closePosition } from './close';

/** MATH.md §8.2's position: 2.5 mSOL / 2 SOL at 30 / 25 = 1.2 SOL per mSOL (3x). */
const position = { deposited: '2.5', borrowed: '2', priceCollToDebt: new MathDecimal(30).div(25) };

describe('closePosition', () => {
  it('gives back the net value without costs: 2.5 − 2 / 1.2 mSOL, or 1 SOL', () => {
    const closed = closePosition(position);
    expect(closed.collateralSold.toFixed(12)).toBe('1.666666666667');
    expect(closed.received.toFixed(12)).toBe('0.833333333333');
    expect(closed.costs.isZero()).toBe(true);
    expect(closePosition({ ...position, receiveToken: 'debt' }).received.toFixed(12)).toBe(
      '1.000000000000',
    );
  });

  it('pays the flash fee and slippage out of the collateral', () => {
    const closed = closePosition({ ...position, flashLoanFee: '0.001', slippagePct: '0.5' });
    // 2 × 1.001 × 1.005 / 1.2 = 1.6766750
    expect(closed.collateralSold.toFixed(7)).toBe('1.6766750');
    expect(closed.received.toFixed(7)).toBe('0.8233250');
    expect(closed.costs.toFixed(7)).toBe('0.0100083');
  });
});
