import type { DepositEntry, LockupKind, VotingMintConfig } from '@keel/governance-registry';
import { describe, expect, it } from 'vitest';
import { ProgramError } from '../../../chain/execution/program-error';
import {
  amountUnlocked,
  resolveVesting,
  vested,
  votingPower,
  votingPowerLocked,
} from './deposit-entry';
import { lockupFromPeriods, periodCurrent, periodsLeft, periodsTotal } from './lockup';

/*
 * The vectors of voter-stake-registry's own tests (`state/lockup.rs`, `state/deposit_entry.rs`,
 * `tests/test_deposit_*.rs`), as listed in VSR.md §7.
 */

const DAY = 86_400n;

function entry(
  kind: LockupKind,
  startTs: bigint,
  endTs: bigint,
  deposited: bigint,
  initiallyLocked = deposited,
): DepositEntry {
  return {
    lockup: { kind, startTs, endTs },
    amountDepositedNative: deposited,
    amountInitiallyLockedNative: initiallyLocked,
    isUsed: true,
    allowClawback: false,
    votingMintConfigIdx: 0,
  };
}

function config(baseline: bigint, maxExtra: bigint, saturation: bigint): VotingMintConfig {
  return {
    mint: null,
    grantAuthority: null,
    baselineVoteWeightScaledFactor: baseline,
    maxExtraLockupVoteWeightScaledFactor: maxExtra,
    lockupSaturationSecs: saturation,
    digitShift: 0,
  };
}

describe('locked voting power (state/lockup.rs tests)', () => {
  const start = 1_634_929_833n;
  const saturation = 31_561_200n; // 365 days + 7 hours
  const rows: Array<[LockupKind, bigint, bigint, bigint, bigint]> = [
    // kind, amount (= max extra), lockup days, now − start (s), expected
    ['cliff', 10_000_000n, 10n, -43_200n, 287_441n],
    ['cliff', 10_000_000n, 10n, 0n, 273_753n],
    ['cliff', 10_000_000n, 10n, 28_512n, 264_719n],
    ['cliff', 10_000_000n, 10n, 43_200n, 260_066n],
    ['cliff', 10_000_000n, 10n, 86_400n, 246_378n],
    ['cliff', 10_000_000n, 10n, 172_800n, 219_003n],
    ['cliff', 10_000_000n, 10n, 855_360n, 2_737n],
    ['cliff', 10_000_000n, 10n, 864_000n, 0n],
    ['cliff', 10_000_000n, 10n, 872_640n, 0n],
    ['daily', 10_000_000n, 10n, -129_600n, 191_627n],
    ['daily', 10_000_000n, 10n, 0n, 150_564n],
    ['daily', 10_000_000n, 10n, 43_200n, 136_876n],
    ['daily', 10_000_000n, 10n, 86_400n, 123_189n],
    ['daily', 10_000_000n, 10n, 112_320n, 115_797n],
    ['daily', 10_000_000n, 10n, 172_800n, 98_551n],
    ['daily', 10_000_000n, 10n, 777_600n, 2_737n],
    ['daily', 10_000_000n, 10n, 855_360n, 273n],
    ['daily', 10_000_000n, 10n, 864_000n, 0n],
    ['daily', 10_000_000n, 10n, 950_400n, 0n],
    ['daily', 365_000_000n, 365n, 0n, 182_853_883n],
    ['daily', 375_000_000n, 375n, 0n, 192_853_883n],
    ['daily', 375_000_000n, 375n, 43_200n, 192_354_283n],
  ];
  it.each(rows)('%s of %d over %d days at %d s: %d', (kind, amount, days, offset, expected) => {
    const deposit = entry(kind, start, start + days * DAY, amount);
    expect(votingPowerLocked(deposit, start + offset, amount, saturation)).toBe(expected);
  });

  it('works the cliff and daily starts out by hand', () => {
    // floor(1e7 × min(864 000, S) / S)
    expect((10_000_000n * 864_000n) / saturation).toBe(273_753n);
    // n = 10, c = 86 400, q = 10, r = 0: L = 10·86 400 + 86 400·45
    expect((10_000_000n * (10n * 86_400n + 86_400n * 45n)) / (10n * saturation)).toBe(150_564n);
  });
});

describe('period bookkeeping (period_computations)', () => {
  it('counts the periods of a 3-day daily lockup', () => {
    const lockup = lockupFromPeriods('daily', 1000n, 1000n, 3);
    expect(lockup.endTs).toBe(1000n + 3n * DAY);
    expect(periodsTotal(lockup)).toBe(3n);
    const at = (t: bigint) => [periodCurrent(lockup, t), periodsLeft(lockup, t)];
    expect(at(0n)).toEqual([0n, 3n]);
    expect(at(1000n + 86_399n)).toEqual([0n, 3n]);
    expect(at(1000n + DAY)).toEqual([1n, 2n]);
    expect(at(1000n + 3n * DAY - 1n)).toEqual([2n, 1n]);
    expect(at(1000n + 3n * DAY)).toEqual([3n, 0n]);
    expect(at(100n * DAY)).toEqual([3n, 0n]);
  });

  it('refuses a lockup past 73 000 periods or starting 100 years ahead', () => {
    expect(() => lockupFromPeriods('daily', 0n, 0n, 73_001)).toThrow(ProgramError);
    expect(() => lockupFromPeriods('cliff', 0n, 100n * 365n * DAY, 1)).toThrow(ProgramError);
    expect(lockupFromPeriods('cliff', 0n, 100n * 365n * DAY - 1n, 73_000).kind).toBe('cliff');
  });
});

describe('deposit power and vesting (state/deposit_entry.rs tests)', () => {
  it('far_future_lockup_start_test: baseline plus the locked part', () => {
    const l = 10_000_000_000n;
    const deposit = entry('daily', l, l + 2n * DAY, 10_000n);
    const c = config(1_000_000_000n, 1_000_000_000n, 5n * DAY);
    const power = (now: bigint) => votingPower(deposit, c, now);
    expect(power(100_000n)).toBe(20_000n);
    expect(amountUnlocked(deposit, 100_000n)).toBe(0n);
    expect(power(l - 432_000n)).toBe(20_000n);
    expect(power(l - 432_000n + DAY)).toBe(20_000n);
    expect(power(l - 432_000n + DAY + 1n)).toBe(19_999n);
    expect(power(l - 432_000n + 2n * DAY)).toBe(19_000n);
    expect(power(l - 432_000n + 2n * DAY + 1n)).toBe(18_999n);
  });

  it('resolve_vesting: vested tokens leave the schedule, the start moves on', () => {
    const month = 2_628_000n;
    const deposit = entry('monthly', 1000n, 1000n + 3n * month, 35n, 30n);
    expect(vested(deposit, 1001n)).toBe(0n);
    expect(amountUnlocked(deposit, 1001n)).toBe(5n);
    const afterOne = 1001n + month;
    expect(vested(deposit, afterOne)).toBe(10n);
    const resolved = resolveVesting(deposit, afterOne);
    expect(resolved.amountInitiallyLockedNative).toBe(20n);
    expect(amountUnlocked(resolved, afterOne)).toBe(15n);
    expect(periodsTotal(resolved.lockup)).toBe(2n);
    const afterThree = 1001n + 3n * month;
    expect(vested(resolved, afterThree)).toBe(20n);
    const done = resolveVesting(resolved, afterThree);
    expect(done.amountInitiallyLockedNative).toBe(0n);
    expect(amountUnlocked(done, afterThree)).toBe(35n);
    expect(periodsTotal(done.lockup)).toBe(0n);
  });
});

describe('voter weights of the integration tests (tests/test_deposit_*.rs)', () => {
  it('test_deposit_cliff: 9000 in a 3-day cliff, saturation 2 days', () => {
    const c = config(1_000_000_000n, 1_000_000_000n, 2n * DAY);
    const deposit = entry('cliff', 0n, 3n * DAY, 9_000n);
    expect(votingPower(deposit, c, 0n)).toBe(18_000n);
    expect(votingPower(deposit, c, DAY)).toBe(18_000n);
    expect(votingPower(deposit, c, 2n * DAY)).toBe(13_500n);
    expect(amountUnlocked(deposit, 3n * DAY - 1n)).toBe(0n);
  });

  it('test_deposit_daily_vesting: 9000 over 3 days, max extra 0.5, saturation 60 h', () => {
    const c = config(1_000_000_000n, 500_000_000n, 216_000n);
    const deposit = entry('daily', 0n, 3n * DAY, 9_000n);
    // 9000 × (1 + 0.5 × (60 + 48 + 24) / 60 / 3)
    expect(votingPower(deposit, c, 0n)).toBe(12_300n);
    expect(votingPower(deposit, c, 3_600n)).toBe(12_250n);
    expect(amountUnlocked(deposit, 25n * 3_600n)).toBe(3_000n);
  });

  it('test_deposit_constant: no decay while constant', () => {
    const c = config(1_000_000_000n, 1_000_000_000n, 2n * DAY);
    const deposit = entry('constant', 0n, 2n * DAY, 9_000n);
    expect(votingPower(deposit, c, 0n)).toBe(18_000n);
    expect(votingPower(deposit, c, 3n * DAY)).toBe(18_000n);
    expect(amountUnlocked(deposit, 3n * DAY)).toBe(0n);
  });
});
