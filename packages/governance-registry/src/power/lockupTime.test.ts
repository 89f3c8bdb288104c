import { describe, expect, it } from 'vitest';
import type { Lockup } from '../vsr/lockup';
import {
  isLockupExpired,
  periodCurrent,
  periodsLeft,
  periodsTotal,
  secondsLeft,
} from './lockupTime';

const DAY = 86_400n;
const MONTH = 2_628_000n;

describe('period bookkeeping: VSR.md §7.1 period_computations', () => {
  const daily: Lockup = { kind: 'daily', startTs: 1000n, endTs: 1000n + 3n * DAY };
  it('has 3 periods in total', () => {
    expect(periodsTotal(daily)).toBe(3n);
  });
  const cases: readonly [t: bigint, current: bigint, left: bigint][] = [
    [0n, 0n, 3n],
    [999n, 0n, 3n],
    [1000n, 0n, 3n],
    [1000n + 86_399n, 0n, 3n],
    [1000n + DAY, 1n, 2n],
    [1000n + 3n * DAY - 1n, 2n, 1n],
    [1000n + 3n * DAY, 3n, 0n],
    [100n * DAY, 3n, 0n],
  ];
  it.each(cases)('at %i: periodCurrent %i, periodsLeft %i', (t, current, left) => {
    expect(periodCurrent(daily, t)).toBe(current);
    expect(periodsLeft(daily, t)).toBe(left);
  });
});

describe('days_left_* (cliff, 10 days)', () => {
  const start = 1_634_929_833n;
  const cliff: Lockup = { kind: 'cliff', startTs: start, endTs: start + 10n * DAY };
  const cases: readonly [day: number, left: bigint][] = [
    [0, 10n],
    [0.5, 10n],
    [1, 9n],
    [1.5, 9n],
    [9, 1n],
    [9.1, 1n],
    [9.9, 1n],
    [10, 0n],
    [11, 0n],
  ];
  it.each(cases)('day %d → %i periods left', (day, left) => {
    const now = start + BigInt(Math.round(86_400 * day));
    expect(periodsLeft(cliff, now)).toBe(left);
  });
});

describe('months_left_* (monthly, 10 months)', () => {
  const start = 1_634_929_833n;
  const monthly: Lockup = { kind: 'monthly', startTs: start, endTs: start + 10n * MONTH };
  const cases: readonly [month: number, left: bigint][] = [
    [0, 10n],
    [0.5, 10n],
    [1.5, 9n],
    [11, 0n],
  ];
  it.each(cases)('month %d → %i periods left', (month, left) => {
    const now = start + BigInt(Math.round(2_628_000 * month));
    expect(periodsLeft(monthly, now)).toBe(left);
  });
});

describe('secondsLeft', () => {
  it('freezes a constant lockup at its start', () => {
    const constant: Lockup = { kind: 'constant', startTs: 100n, endTs: 100n + 2n * DAY };
    expect(secondsLeft(constant, 100n + 50n * DAY)).toBe(2n * DAY);
    expect(isLockupExpired(constant, 10n ** 12n)).toBe(false);
  });

  it('counts a future lockup from now, beyond its length', () => {
    const cliff: Lockup = { kind: 'cliff', startTs: 1000n, endTs: 1000n + DAY };
    expect(secondsLeft(cliff, 0n)).toBe(1000n + DAY);
    expect(periodsLeft(cliff, 0n)).toBe(1n);
  });

  it('has no periods for none', () => {
    const none: Lockup = { kind: 'none', startTs: 5n, endTs: 5n };
    expect([periodsTotal(none), periodsLeft(none, 0n), periodCurrent(none, 10n)]).toEqual([
      0n,
      0n,
      0n,
    ]);
    expect(isLockupExpired(none, 5n)).toBe(true);
  });
});
