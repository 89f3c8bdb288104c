import { describe, expect, it } from 'vitest';
import { applyObligationChange } from './obligation-change';
import { type ObligationInput, obligationStats } from './obligation-stats';

const sol = {
  reserve: 'SOL',
  amount: 10,
  price: 150,
  loanToValuePct: 75,
  liquidationThresholdPct: 80,
};
const usdc = {
  reserve: 'USDC',
  amount: 1000,
  price: 1,
  loanToValuePct: 80,
  liquidationThresholdPct: 85,
};
const usdt = { reserve: 'USDT', amount: 800, price: 1, borrowFactorPct: 125 };
/** MATH.md §3.2 worked example. */
const example: ObligationInput = { deposits: [sol, usdc], borrows: [usdt] };

describe('applyObligationChange', () => {
  it('adds a deposit to the position it already holds', () => {
    const after = applyObligationChange(example, {
      kind: 'deposit',
      position: { ...sol, amount: 2 },
    });
    expect(after.deposits.map((d) => [d.reserve, String(d.amount)])).toEqual([
      ['SOL', '12'],
      ['USDC', '1000'],
    ]);
    // 12 × 150 × 0.75 + 1000 × 0.8 = 2150
    expect(obligationStats(after).borrowLimit.toString()).toBe('2150');
  });

  it('appends a deposit of a reserve it does not hold', () => {
    const after = applyObligationChange(
      { deposits: [], borrows: [] },
      { kind: 'deposit', position: { ...usdc, amount: '0.5' } },
    );
    expect(after.deposits).toHaveLength(1);
    expect(String(after.deposits[0]?.amount)).toBe('0.5');
  });

  it('removes an emptied deposit and never goes below zero', () => {
    const after = applyObligationChange(example, {
      kind: 'withdraw',
      position: { ...usdc, amount: 5000 },
    });
    expect(after.deposits.map((d) => d.reserve)).toEqual(['SOL']);
  });

  it('moves debt on borrow and repay, the borrow factor weighting the LTV', () => {
    const borrowed = applyObligationChange(example, {
      kind: 'borrow',
      position: { ...usdt, amount: 200 },
    });
    // (1000 × 1.25) / 2500
    expect(obligationStats(borrowed).loanToValue.toString()).toBe('0.5');
    const repaid = applyObligationChange(borrowed, {
      kind: 'repay',
      position: { ...usdt, amount: 1000 },
    });
    expect(repaid.borrows).toEqual([]);
    expect(obligationStats(repaid).hasDebt).toBe(false);
  });

  it('leaves the input untouched', () => {
    applyObligationChange(example, { kind: 'withdraw', position: { ...sol, amount: 10 } });
    expect(example.deposits).toHaveLength(2);
  });
});
