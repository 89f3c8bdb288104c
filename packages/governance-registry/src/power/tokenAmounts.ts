import type { DepositEntry } from '../vsr/depositEntry';
import { periodSecs } from '../vsr/lockup';
import {
  isLockupExpired,
  periodCurrent,
  periodsLeft,
  periodsTotal,
  secondsLeft,
} from './lockupTime';

/** Native tokens of the current schedule that have vested by `now` (VSR.md §5.6). */
export function vestedAmount(entry: DepositEntry, now: bigint): bigint {
  const initial = entry.amountInitiallyLockedNative;
  if (isLockupExpired(entry.lockup, now)) return initial;
  switch (entry.lockup.kind) {
    case 'none':
      return initial;
    case 'cliff':
    case 'constant':
      return 0n;
    default: {
      const current = periodCurrent(entry.lockup, now);
      const total = periodsTotal(entry.lockup);
      if (current === 0n) return 0n;
      if (current >= total) return initial;
      return (initial * current) / total;
    }
  }
}

/** Native tokens still locked at `now`. */
export function lockedAmount(entry: DepositEntry, now: bigint): bigint {
  return entry.amountInitiallyLockedNative - vestedAmount(entry, now);
}

/**
 * Native tokens withdrawable at `now`: deposited − locked. Never negative (the program refuses
 * to run on a deposit whose locked part exceeds its balance).
 */
export function unlockedAmount(entry: DepositEntry, now: bigint): bigint {
  const unlocked = entry.amountDepositedNative - lockedAmount(entry, now);
  return unlocked > 0n ? unlocked : 0n;
}

/** The next vesting of a daily or monthly lockup. */
export interface VestingInfo {
  /** floor(initially locked / periodsTotal) per period. */
  rate: bigint;
  nextTimestamp: bigint;
}

/** What is still locked and until when, as the program's DepositEntryInfo event reports it. */
export interface LockingInfo {
  amount: bigint;
  /** null for constant lockups (they have no end until reset to cliff). */
  endTimestamp: bigint | null;
  vesting: VestingInfo | null;
}

/** Locking details at `now`, or null once nothing is locked in time (secondsLeft = 0). */
export function lockingInfo(entry: DepositEntry, now: bigint): LockingInfo | null {
  const left = secondsLeft(entry.lockup, now);
  if (left === 0n) return null;
  const endTimestamp = now + left;
  const kind = entry.lockup.kind;
  let vesting: VestingInfo | null = null;
  if (kind === 'daily' || kind === 'monthly') {
    const total = periodsTotal(entry.lockup);
    const remaining = periodsLeft(entry.lockup, now);
    vesting = {
      rate: total === 0n ? 0n : entry.amountInitiallyLockedNative / total,
      nextTimestamp: endTimestamp - periodSecs(kind) * (remaining - 1n),
    };
  }
  return {
    amount: lockedAmount(entry, now),
    endTimestamp: kind === 'constant' ? null : endTimestamp,
    vesting,
  };
}
