import { MathDecimal } from '@keel/core-math';
import { describe, expect, it } from 'vitest';
import { loopCostRows } from './vaultRows';

const symbols = { collateral: 'JitoSOL', debt: 'SOL' };
const preview = { flashLoanFee: new MathDecimal('0.0012') };

describe('loopCostRows', () => {
  it('shows the slippage setting as a percent with two decimals', () => {
    const slippage = (pct: string) =>
      loopCostRows(preview, symbols, pct).find((row) => row.label === 'Slippage')?.after;
    expect(slippage('0.5')).toBe('0.50%');
    expect(slippage('1')).toBe('1.00%');
  });

  it('shows the flash loan fee in collateral tokens', () => {
    expect(loopCostRows(preview, symbols, '0.5')[0]).toEqual({
      label: 'Flash loan fee',
      after: '0.0012 JitoSOL',
    });
  });
});
