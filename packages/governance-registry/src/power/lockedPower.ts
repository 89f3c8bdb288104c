import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import { type Lockup, periodSecs } from '../vsr/lockup';
import { isLockupExpired, periodsLeft, periodsTotal, secondsLeft } from './lockupTime';

const min = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * The extra vote weight a lockup earns at `now` (VSR.md §5.4), at most `maxExtra`: none earns
 * nothing; cliff and constant earn maxExtra × min(secondsLeft, S) / S; daily and monthly earn
 * the sum over their remaining tranches. Exact integer arithmetic with floor division.
 */
export function lockedVotePower(
  lockup: Lockup,
  now: bigint,
  maxExtra: bigint,
  saturationSecs: bigint,
): bigint {
  if (isLockupExpired(lockup, now) || maxExtra === 0n) return 0n;
  if (lockup.kind === 'none') return 0n;
  if (saturationSecs <= 0n) {
    throw new RegistrarRuleError('LockupSaturationMustBePositive', 'lockupSaturationSecs is 0');
  }
  if (lockup.kind === 'cliff' || lockup.kind === 'constant') {
    return (maxExtra * min(secondsLeft(lockup, now), saturationSecs)) / saturationSecs;
  }
  return vestingLockedPower(lockup, now, maxExtra, saturationSecs);
}

/**
 * Linear vesting seen as `periodsTotal` equal cliff tranches, one unlocking at each period end;
 * each tranche earns (maxExtra / periodsTotal) × min(its seconds left, S) / S.
 */
function vestingLockedPower(
  lockup: Lockup,
  now: bigint,
  maxExtra: bigint,
  saturationSecs: bigint,
): bigint {
  const left = periodsLeft(lockup, now);
  const total = periodsTotal(lockup);
  const period = periodSecs(lockup.kind);
  if (left === 0n) return 0n;
  const toNextTranche = secondsLeft(lockup, now) - period * (left - 1n);
  if (toNextTranche >= saturationSecs) return maxExtra;
  const belowSaturation = min((saturationSecs - toNextTranche + period) / period, left);
  const saturated = left - belowSaturation;
  const lockedSecs =
    belowSaturation * toNextTranche +
    (period * belowSaturation * (belowSaturation - 1n)) / 2n +
    saturated * saturationSecs;
  return (maxExtra * lockedSecs) / (total * saturationSecs);
}

/**
 * The locked power the holder keeps at `at` if they start unlocking at `curr` (VSR.md §5.5): a
 * constant lockup is first turned into a cliff from `curr` with its full length.
 */
export function guaranteedLockedVotePower(
  lockup: Lockup,
  curr: bigint,
  at: bigint,
  maxExtra: bigint,
  saturationSecs: bigint,
): bigint {
  const unlocking: Lockup =
    lockup.kind === 'constant'
      ? { kind: 'cliff', startTs: curr, endTs: curr + secondsLeft(lockup, curr) }
      : lockup;
  return lockedVotePower(unlocking, at, maxExtra, saturationSecs);
}
