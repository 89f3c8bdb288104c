import { describe, expect, it } from 'vitest';
import {
  cTokensToLiquidity,
  liquidityPerCToken,
  liquidityToCTokens,
  marketValue,
} from './collateral';
import { AmountTooSmallForFeesError, borrowFees } from './fees';

describe('borrowFees (MATH.md §2.7)', () => {
  it('exclusive: amount × rate', () => {
    expect(borrowFees({ amount: 1_000_000, rate: '0.001' }).totalFee.toFixed()).toBe('1000');
  });

  it('inclusive ("borrow max"): amount × rate / (1 + rate)', () => {
    const fees = borrowFees({ amount: 1_001_000, rate: '0.001', calculation: 'inclusive' });
    expect(fees.totalFee.toFixed()).toBe('1000');
  });

  it('charges at least 1 lamport and rejects a fee that eats the amount', () => {
    expect(borrowFees({ amount: 100, rate: '0.0001' }).totalFee.toFixed()).toBe('1');
    expect(() => borrowFees({ amount: 1, rate: '0.0001' })).toThrow(AmountTooSmallForFeesError);
    expect(() => borrowFees({ amount: 1, rate: '0.0001' })).toThrow(
      'Borrow amount is too small to receive liquidity after fees',
    );
  });

  it('gives the referrer floor(fee × bps / 10 000) only with a referrer', () => {
    const withReferrer = borrowFees({
      amount: 1_000_000,
      rate: '0.00123',
      referralFeeBps: 2000,
      hasReferrer: true,
    });
    expect(withReferrer.totalFee.toFixed()).toBe('1230');
    expect(withReferrer.referrerFee.toFixed()).toBe('246');
    expect(withReferrer.protocolFee.toFixed()).toBe('984');
    const without = borrowFees({ amount: 1_000_000, rate: '0.00123', referralFeeBps: 2000 });
    expect(without.referrerFee.toFixed()).toBe('0');
  });

  it('charges nothing at rate 0', () => {
    expect(borrowFees({ amount: 5, rate: 0 }).totalFee.toFixed()).toBe('0');
  });
});

describe('cToken exchange rate (MATH.md §2.6)', () => {
  it('is total supply / cToken supply (the program direction), 1 when empty', () => {
    expect(liquidityPerCToken(1_100_000, 1_000_000).toFixed()).toBe('1.1');
    expect(liquidityPerCToken(0, 1_000_000).toFixed()).toBe('1');
    expect(liquidityPerCToken(5, 0).toFixed()).toBe('1');
  });

  it('converts deposits both ways, minting rounded down', () => {
    expect(cTokensToLiquidity(500, 1_100_000, 1_000_000).toFixed()).toBe('550');
    expect(liquidityToCTokens(551, 1_100_000, 1_000_000).toFixed()).toBe('500');
  });

  it('values lamports in USD (MATH.md §2.8)', () => {
    expect(marketValue(2_500_000_000n, 150, 9).toFixed()).toBe('375');
  });
});
