import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import { type Lockup, periodSecs } from '../vsr/lockup';

/**
 * Seconds until the lockup ends (VSR.md §5.3). A constant lockup's clock stays at its start, so
 * it always has its full length left; a lockup starting in the future counts from now.
 */
export function secondsLeft(lockup: Lockup, now: bigint): bigint {
  const at = lockup.kind === 'constant' ? lockup.startTs : now;
  return at >= lockup.endTs ? 0n : lockup.endTs - at;
}

export function isLockupExpired(lockup: Lockup, now: bigint): boolean {
  return secondsLeft(lockup, now) === 0n;
}

/** Whole periods of the stored schedule; a length that is not whole periods is error 6010. */
export function periodsTotal(lockup: Lockup): bigint {
  const period = periodSecs(lockup.kind);
  if (period === 0n) return 0n;
  const length = secondsLeft(lockup, lockup.startTs);
  if (length % period !== 0n) {
    throw new RegistrarRuleError(
      'InvalidLockupPeriod',
      `a ${lockup.kind} lockup of ${length} s is not whole periods of ${period} s`,
    );
  }
  return length / period;
}

/** Periods not yet ended (rounded up); all of them before the start. */
export function periodsLeft(lockup: Lockup, now: bigint): bigint {
  const period = periodSecs(lockup.kind);
  if (period === 0n) return 0n;
  if (now < lockup.startTs) return periodsTotal(lockup);
  return (secondsLeft(lockup, now) + period - 1n) / period;
}

/** Periods already ended (never negative). */
export function periodCurrent(lockup: Lockup, now: bigint): bigint {
  const current = periodsTotal(lockup) - periodsLeft(lockup, now);
  return current > 0n ? current : 0n;
}
