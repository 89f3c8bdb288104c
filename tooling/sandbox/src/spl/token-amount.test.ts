import { describe, expect, it } from 'vitest';
import { uiTokenAmount } from './token-amount';

describe('uiTokenAmount', () => {
  it('scales by decimals exactly and trims trailing zeros', () => {
    expect(uiTokenAmount(1_500_000n, 6)).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });
    expect(uiTokenAmount(0n, 9).uiAmountString).toBe('0');
    expect(uiTokenAmount(1n, 9).uiAmountString).toBe('0.000000001');
  });

  it('keeps every digit of amounts beyond float precision in the strings', () => {
    const big = 18_446_744_073_709_551_615n;
    const ui = uiTokenAmount(big, 5);
    expect(ui.amount).toBe('18446744073709551615');
    expect(ui.uiAmountString).toBe('184467440737095.51615');
  });
});
