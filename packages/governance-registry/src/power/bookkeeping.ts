import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import { MAX_LOCKUP_IN_FUTURE_SECS, MAX_LOCKUP_PERIODS } from '../vsr/constants';
import type { DepositEntry } from '../vsr/depositEntry';
import { type Lockup, type LockupKind, lockupStrictness, periodSecs } from '../vsr/lockup';
import { periodCurrent, secondsLeft } from './lockupTime';
import { unlockedAmount, vestedAmount } from './tokenAmounts';

/*
 * What the program's instructions do to a deposit entry, replayed off-chain so a form can preview
 * the result (and refuse what the program would refuse) before anything is signed. Every function
 * returns a new entry; inputs are never changed.
 */

/**
 * A lockup of `periods` periods from `startTs` (Lockup::new_from_periods): the start must be less
 * than 100 years after `now` (6035) and periods at most 73 000 (6010).
 */
export function lockupFromPeriods(
  kind: LockupKind,
  now: bigint,
  startTs: bigint,
  periods: number,
): Lockup {
  if (!(startTs < now + MAX_LOCKUP_IN_FUTURE_SECS)) {
    throw new RegistrarRuleError('DepositStartTooFarInFuture', `start ${startTs} at ${now}`);
  }
  if (!Number.isSafeInteger(periods) || periods < 0 || periods > MAX_LOCKUP_PERIODS) {
    throw new RegistrarRuleError('InvalidLockupPeriod', `${periods} periods`);
  }
  return { kind, startTs, endTs: startTs + BigInt(periods) * periodSecs(kind) };
}

/** A fresh entry as create_deposit_entry sets it up (nothing deposited yet). */
export function newDepositEntry(options: {
  kind: LockupKind;
  periods: number;
  now: bigint;
  startTs?: bigint;
  votingMintConfigIdx: number;
  allowClawback?: boolean;
}): DepositEntry {
  return {
    lockup: lockupFromPeriods(
      options.kind,
      options.now,
      options.startTs ?? options.now,
      options.periods,
    ),
    amountDepositedNative: 0n,
    amountInitiallyLockedNative: 0n,
    isUsed: true,
    allowClawback: options.allowClawback ?? false,
    votingMintConfigIdx: options.votingMintConfigIdx,
  };
}

/**
 * Moves what has vested out of the schedule: initially-locked drops by the vested amount and the
 * start moves forward by the ended periods, so later deposits vest over the remaining periods.
 */
export function resolveVesting(entry: DepositEntry, now: bigint): DepositEntry {
  const vested = vestedAmount(entry, now);
  const ended = periodCurrent(entry.lockup, now);
  const startTs = entry.lockup.startTs + ended * periodSecs(entry.lockup.kind);
  return {
    ...entry,
    amountInitiallyLockedNative: entry.amountInitiallyLockedNative - vested,
    lockup: { ...entry.lockup, startTs },
  };
}

/** deposit: resolve vesting, then add the amount to both the balance and the locked amount. */
export function applyDeposit(entry: DepositEntry, amountNative: bigint, now: bigint): DepositEntry {
  const resolved = resolveVesting(entry, now);
  return {
    ...resolved,
    amountDepositedNative: resolved.amountDepositedNative + amountNative,
    amountInitiallyLockedNative: resolved.amountInitiallyLockedNative + amountNative,
  };
}

/** withdraw: only unlocked tokens may leave (6008); the locked bookkeeping does not change. */
export function applyWithdraw(
  entry: DepositEntry,
  amountNative: bigint,
  now: bigint,
): DepositEntry {
  const unlocked = unlockedAmount(entry, now);
  if (amountNative > unlocked) {
    throw new RegistrarRuleError(
      'InsufficientUnlockedTokens',
      `${amountNative} requested, ${unlocked} unlocked`,
    );
  }
  return { ...entry, amountDepositedNative: entry.amountDepositedNative - amountNative };
}

/**
 * Fewest periods of `kind` a reset may ask for: the new lockup may not end before the current one.
 * 0 for `none` (it has no periods, so only an ended lockup can be reset to it).
 */
export function minimumResetPeriods(lockup: Lockup, kind: LockupKind, now: bigint): number {
  const period = periodSecs(kind);
  if (period === 0n) return 0;
  return Number((secondsLeft(lockup, now) + period - 1n) / period);
}

/**
 * reset_lockup: relock every deposited token from `now` for `periods` of `kind`. Refused for
 * clawback deposits (6033), a shorter lockup (6010) or a less strict kind (6032).
 */
export function applyResetLockup(
  entry: DepositEntry,
  kind: LockupKind,
  periods: number,
  now: bigint,
): DepositEntry {
  if (entry.allowClawback) {
    throw new RegistrarRuleError('InvalidChangeToClawbackDepositEntry', 'clawback deposit');
  }
  const newLength = BigInt(Math.max(0, Math.trunc(periods))) * periodSecs(kind);
  const left = secondsLeft(entry.lockup, now);
  if (newLength < left) {
    throw new RegistrarRuleError(
      'InvalidLockupPeriod',
      `${newLength} s is shorter than ${left} s left`,
    );
  }
  if (lockupStrictness(kind) < lockupStrictness(entry.lockup.kind)) {
    throw new RegistrarRuleError('InvalidLockupKind', `${entry.lockup.kind} to ${kind}`);
  }
  return {
    ...entry,
    amountInitiallyLockedNative: entry.amountDepositedNative,
    lockup: lockupFromPeriods(kind, now, now, periods),
  };
}
