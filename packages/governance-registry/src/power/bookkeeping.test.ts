import { describe, expect, it } from 'vitest';
import { depositEntry } from '../testing/fixtures';
import {
  applyDeposit,
  applyResetLockup,
  applyWithdraw,
  lockupFromPeriods,
  minimumResetPeriods,
  newDepositEntry,
  resolveVesting,
} from './bookkeeping';
import { periodCurrent, periodsTotal } from './lockupTime';
import { unlockedAmount, vestedAmount } from './tokenAmounts';

const DAY = 86_400n;
const MONTH = 2_628_000n;

describe('resolve_vesting (VSR.md §7.2)', () => {
  const start = 1000n;
  const entry = depositEntry(
    { kind: 'monthly', startTs: start, endTs: start + 3n * MONTH },
    35n,
    30n,
  );

  it('has nothing vested and 5 unlocked just after the start', () => {
    expect(vestedAmount(entry, 1001n)).toBe(0n);
    expect(unlockedAmount(entry, 1001n)).toBe(5n);
  });

  it('vests one third after one month and resolves to 20 locked over 2 periods', () => {
    const t = 1001n + MONTH;
    expect(vestedAmount(entry, t)).toBe(10n);
    expect(periodCurrent(entry.lockup, t)).toBe(1n);
    expect(periodsTotal(entry.lockup)).toBe(3n);
    const resolved = resolveVesting(entry, t);
    expect(resolved.amountInitiallyLockedNative).toBe(20n);
    expect(unlockedAmount(resolved, t)).toBe(15n);
    expect(periodsTotal(resolved.lockup)).toBe(2n);

    const end = 1001n + 3n * MONTH;
    expect(vestedAmount(resolved, end)).toBe(20n);
    expect(periodCurrent(resolved.lockup, end)).toBe(2n);
    expect(periodsTotal(resolved.lockup)).toBe(2n);
    const final = resolveVesting(resolved, end);
    expect(final.amountInitiallyLockedNative).toBe(0n);
    expect(unlockedAmount(final, end)).toBe(35n);
    expect(periodsTotal(final.lockup)).toBe(0n);
  });
});

describe('lockupFromPeriods', () => {
  it('ends after periods × period length', () => {
    expect(lockupFromPeriods('monthly', 0n, 100n, 2)).toEqual({
      kind: 'monthly',
      startTs: 100n,
      endTs: 100n + 2n * MONTH,
    });
    expect(lockupFromPeriods('none', 0n, 100n, 0)).toEqual({
      kind: 'none',
      startTs: 100n,
      endTs: 100n,
    });
  });

  it('refuses more than 73 000 periods (6010) and a start 100 years ahead (6035)', () => {
    expect(() => lockupFromPeriods('daily', 0n, 0n, 73_001)).toThrow(
      expect.objectContaining({ code: 6010 }),
    );
    expect(lockupFromPeriods('daily', 0n, 0n, 73_000).endTs).toBe(73_000n * DAY);
    const hundredYears = 100n * 365n * DAY;
    expect(() => lockupFromPeriods('cliff', 0n, hundredYears, 1)).toThrow(
      expect.objectContaining({ code: 6035 }),
    );
    expect(lockupFromPeriods('cliff', 0n, hundredYears - 1n, 1).startTs).toBe(hundredYears - 1n);
  });
});

describe('withdraw and reset', () => {
  const now = 1_000_000n;
  const cliff = applyDeposit(
    newDepositEntry({ kind: 'cliff', periods: 3, now, votingMintConfigIdx: 0 }),
    900n,
    now,
  );

  it('refuses to withdraw locked tokens (6008)', () => {
    expect(() => applyWithdraw(cliff, 1n, now)).toThrow(expect.objectContaining({ code: 6008 }));
    expect(applyWithdraw(cliff, 900n, now + 3n * DAY).amountDepositedNative).toBe(0n);
  });

  it('refuses a shorter lockup (6010), a weaker kind (6032) and clawback deposits (6033)', () => {
    expect(() => applyResetLockup(cliff, 'cliff', 2, now)).toThrow(
      expect.objectContaining({ code: 6010 }),
    );
    expect(() => applyResetLockup(cliff, 'monthly', 1, now)).toThrow(
      expect.objectContaining({ code: 6032 }),
    );
    expect(() => applyResetLockup({ ...cliff, allowClawback: true }, 'cliff', 5, now)).toThrow(
      expect.objectContaining({ code: 6033 }),
    );
  });

  it('relocks every deposited token from now', () => {
    const later = now + DAY;
    const reset = applyResetLockup(cliff, 'constant', 4, later);
    expect(reset.lockup).toEqual({ kind: 'constant', startTs: later, endTs: later + 4n * DAY });
    expect(reset.amountInitiallyLockedNative).toBe(900n);
  });

  it('gives the fewest periods a reset may ask for', () => {
    expect(minimumResetPeriods(cliff.lockup, 'cliff', now + 1n)).toBe(3);
    expect(minimumResetPeriods(cliff.lockup, 'cliff', now + DAY)).toBe(2);
    expect(minimumResetPeriods(cliff.lockup, 'monthly', now)).toBe(1);
    expect(minimumResetPeriods(cliff.lockup, 'none', now)).toBe(0);
  });
});
