import type { Lockup, LockupKind } from '@keel/governance-registry';
import { vsrError, vsrPanic } from '../vsr-errors';

/*
 * `state/lockup.rs` of voter-stake-registry 0.2.4: lockup kinds, their periods and the clock
 * arithmetic every voting-power and vesting rule is built on. Times are i64 unix seconds of the
 * registrar's clock; counts are u64.
 */

/** LockupKind by its Borsh / zero-copy byte (`#[repr(u8)]`, declaration order). */
export const LOCKUP_KIND_BY_BYTE: readonly LockupKind[] = [
  'none',
  'daily',
  'monthly',
  'cliff',
  'constant',
];

export const SECS_PER_DAY = 86_400n;
/** `365 * SECS_PER_DAY / 12`. */
export const SECS_PER_MONTH = (365n * SECS_PER_DAY) / 12n;
/** `365 * 200`: the most periods a lockup may have. */
export const MAX_LOCKUP_PERIODS = 365 * 200;
/** `100 * 365 * 24 * 60 * 60`: how far ahead a lockup may start. */
export const MAX_LOCKUP_IN_FUTURE_SECS = 100n * 365n * 24n * 60n * 60n;

/** LockupKind::period_secs: cliff and constant count in days, an arbitrary choice of the program. */
export function periodSecs(kind: LockupKind): bigint {
  if (kind === 'none') return 0n;
  if (kind === 'monthly') return SECS_PER_MONTH;
  return SECS_PER_DAY;
}

/** LockupKind::strictness: cliff and constant are interchangeable. */
export function strictness(kind: LockupKind): number {
  const order: Record<LockupKind, number> = {
    none: 0,
    daily: 1,
    monthly: 2,
    cliff: 3,
    constant: 3,
  };
  return order[kind];
}

/** Lockup::seconds_left: a constant lockup's clock stays at its start. */
export function secondsLeft(lockup: Lockup, currTs: bigint): bigint {
  const at = lockup.kind === 'constant' ? lockup.startTs : currTs;
  return at >= lockup.endTs ? 0n : lockup.endTs - at;
}

export function expired(lockup: Lockup, currTs: bigint): boolean {
  return secondsLeft(lockup, currTs) === 0n;
}

/** Lockup::periods_total: the stored length must be whole periods (InvalidLockupPeriod). */
export function periodsTotal(lockup: Lockup): bigint {
  const period = periodSecs(lockup.kind);
  if (period === 0n) return 0n;
  const lockupSecs = secondsLeft(lockup, lockup.startTs);
  if (lockupSecs % period !== 0n) {
    throw vsrError('InvalidLockupPeriod', {
      at: 'state/lockup.rs:142',
      values: [lockupSecs % period, 0],
    });
  }
  return lockupSecs / period;
}

/** Lockup::periods_left: all of them before the start, rounded up after it. */
export function periodsLeft(lockup: Lockup, currTs: bigint): bigint {
  const period = periodSecs(lockup.kind);
  if (period === 0n) return 0n;
  if (currTs < lockup.startTs) return periodsTotal(lockup);
  return (secondsLeft(lockup, currTs) + period - 1n) / period;
}

/** Lockup::period_current: total − left, saturating at 0. */
export function periodCurrent(lockup: Lockup, currTs: bigint): bigint {
  const current = periodsTotal(lockup) - periodsLeft(lockup, currTs);
  return current > 0n ? current : 0n;
}

/**
 * Lockup::new_from_periods: the start before `curr + 100 years` (DepositStartTooFarInFuture),
 * at most MAX_LOCKUP_PERIODS periods (InvalidLockupPeriod).
 */
export function lockupFromPeriods(
  kind: LockupKind,
  currTs: bigint,
  startTs: bigint,
  periods: number,
): Lockup {
  if (!(currTs + MAX_LOCKUP_IN_FUTURE_SECS > startTs)) {
    throw vsrError('DepositStartTooFarInFuture', {
      at: 'state/lockup.rs:71',
      values: [currTs + MAX_LOCKUP_IN_FUTURE_SECS, startTs],
    });
  }
  if (!(MAX_LOCKUP_PERIODS >= periods)) {
    throw vsrError('InvalidLockupPeriod', {
      at: 'state/lockup.rs:76',
      values: [MAX_LOCKUP_PERIODS, periods],
    });
  }
  const endTs = checkedI64(startTs + BigInt(periods) * periodSecs(kind));
  return { kind, startTs, endTs };
}

/** Lockup::remove_past_periods: the start moves over the periods already ended. */
export function removePastPeriods(lockup: Lockup, currTs: bigint): Lockup {
  const moved = {
    ...lockup,
    startTs: lockup.startTs + periodCurrent(lockup, currTs) * periodSecs(lockup.kind),
  };
  if (moved.endTs < moved.startTs) {
    throw vsrError('InternalProgramError', {
      at: 'state/lockup.rs:155',
      values: [moved.endTs, moved.startTs],
    });
  }
  const current = periodCurrent(moved, currTs);
  if (current !== 0n) {
    throw vsrError('InternalProgramError', { at: 'state/lockup.rs:156', values: [current, 0] });
  }
  return moved;
}

/** An i64 `checked_add(…).unwrap()`: past the range the program panics. */
export function checkedI64(value: bigint): bigint {
  if (value < -(1n << 63n) || value >= 1n << 63n) {
    throw vsrPanic('called `Option::unwrap()` on a `None` value');
  }
  return value;
}
