import type { StrategyHoldings } from '@keel/liquidity-programs';
import { describe, expect, it } from 'vitest';
import { depositPlan, withdrawPlan } from './writePlans';

const holdings: StrategyHoldings = {
  totalA: 15_000_000_000n, // 15 SOL
  totalB: 1_600_000_000n, // 1 600 USDC
  decimalsA: 9,
  decimalsB: 6,
  sharesIssued: 1_000_000_000n, // 1 000 shares
  sharesDecimals: 6,
};
const symbols = { a: 'SOL', b: 'USDC' };
const rich = { a: 10n ** 12n, b: 10n ** 12n };

describe('deposit plan', () => {
  it('typed in A: B follows the ratio and the shares the part added', () => {
    const plan = depositPlan({ holdings, wallet: rich, symbols, side: 'a', amount: '1.5' });
    expect(plan.amountA).toBe(1_500_000_000n);
    expect(plan.amountB).toBe(160_000_000n);
    expect(plan.other.toFixed()).toBe('160');
    expect(plan.shares.toFixed()).toBe('100');
    expect(plan.problem).toBeUndefined();
  });

  it('typed in B: A follows', () => {
    const plan = depositPlan({ holdings, wallet: rich, symbols, side: 'b', amount: '16' });
    expect(plan.amountA).toBe(150_000_000n);
    expect(plan.other.toFixed()).toBe('0.15');
    expect(plan.shares.toFixed()).toBe('10');
  });

  it('refuses nothing typed, either balance short, and dust', () => {
    const plan = (amount: string, wallet = rich) =>
      depositPlan({ holdings, wallet, symbols, side: 'a', amount }).problem;
    expect(plan('')).toBe('Enter an amount');
    expect(plan('0')).toBe('Enter an amount');
    expect(plan('1', { a: 10n ** 8n, b: rich.b })).toBe('Insufficient SOL balance');
    expect(plan('1', { a: rich.a, b: 1n })).toBe('Insufficient USDC balance');
    expect(plan('0.000000001')).toBe('The amounts are too small to mint a share');
  });
});

describe('withdraw plan', () => {
  it('shares stand for their part of both tokens; no more than the wallet holds', () => {
    const plan = withdrawPlan({ holdings, walletShares: 200_000_000n, amount: '100' });
    expect(plan.shares).toBe(100_000_000n);
    expect(plan.a.toFixed()).toBe('1.5');
    expect(plan.b.toFixed()).toBe('160');
    expect(plan.problem).toBeUndefined();
    expect(withdrawPlan({ holdings, walletShares: 1n, amount: '1' }).problem).toBe(
      'Insufficient shares',
    );
    expect(withdrawPlan({ holdings, walletShares: 1n, amount: '' }).problem).toBe(
      'Enter an amount',
    );
  });
});
