import type { DepositEntry, VotingMintConfig } from '@keel/governance-registry';
import { vsrError, vsrPanic } from '../vsr-errors';
import {
  expired,
  periodCurrent,
  periodSecs,
  periodsLeft,
  periodsTotal,
  removePastPeriods,
  secondsLeft,
} from './lockup';
import { baselineVoteWeight, maxExtraLockupVoteWeight, U64_MAX } from './voting-mint-config';

/*
 * `state/deposit_entry.rs`: a deposit's voting power (baseline plus the lockup bonus, linear
 * vesting counted as a series of cliffs) and its vesting bookkeeping.
 */

const min = (a: bigint, b: bigint) => (a < b ? a : b);
const saturatingSub = (a: bigint, b: bigint) => (a > b ? a - b : 0n);

function checkedSub(a: bigint, b: bigint): bigint {
  if (a < b) throw vsrPanic('called `Option::unwrap()` on a `None` value');
  return a - b;
}

/** u128 `checked_div(…).unwrap()`: a zero divisor panics. */
function checkedDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw vsrPanic('called `Option::unwrap()` on a `None` value');
  return a / b;
}

/** voting_power_cliff: the bonus × min(seconds left, saturation) / saturation. */
function votingPowerCliff(
  entry: DepositEntry,
  currTs: bigint,
  maxLocked: bigint,
  saturationSecs: bigint,
): bigint {
  const remaining = min(secondsLeft(entry.lockup, currTs), saturationSecs);
  return checkedDiv(maxLocked * remaining, saturationSecs);
}

/**
 * voting_power_linear_vesting: each remaining period is a cliff worth maxLocked / periodsTotal;
 * the q nearest cliffs count their seconds left, the r further ones are saturated.
 */
function votingPowerLinearVesting(
  entry: DepositEntry,
  currTs: bigint,
  maxLocked: bigint,
  saturationSecs: bigint,
): bigint {
  const left = periodsLeft(entry.lockup, currTs);
  const total = periodsTotal(entry.lockup);
  const period = periodSecs(entry.lockup.kind);
  if (left === 0n) return 0n;
  const secsToClosestCliff = checkedSub(
    secondsLeft(entry.lockup, currTs),
    period * saturatingSub(left, 1n),
  );
  if (secsToClosestCliff >= saturationSecs) return maxLocked;
  const denominator = total * saturationSecs;
  const saturationPeriods = (saturatingSub(saturationSecs, secsToClosestCliff) + period) / period;
  const q = min(saturationPeriods, left);
  const r = saturatingSub(left, q);
  const sumFullPeriods = (q * saturatingSub(q, 1n)) / 2n;
  const lockupSecs = q * secsToClosestCliff + sumFullPeriods * period + r * saturationSecs;
  return checkedDiv(maxLocked * lockupSecs, denominator);
}

/** voting_power_locked: nothing once expired, for `none`, or without a bonus. */
export function votingPowerLocked(
  entry: DepositEntry,
  currTs: bigint,
  maxLocked: bigint,
  saturationSecs: bigint,
): bigint {
  if (expired(entry.lockup, currTs) || maxLocked === 0n) return 0n;
  switch (entry.lockup.kind) {
    case 'none':
      return 0n;
    case 'daily':
    case 'monthly':
      return votingPowerLinearVesting(entry, currTs, maxLocked, saturationSecs);
    default:
      return votingPowerCliff(entry, currTs, maxLocked, saturationSecs);
  }
}

/** DepositEntry::voting_power: baseline on what is deposited plus the locked bonus. */
export function votingPower(entry: DepositEntry, config: VotingMintConfig, currTs: bigint): bigint {
  const baseline = baselineVoteWeight(config, entry.amountDepositedNative);
  const maxLocked = maxExtraLockupVoteWeight(config, entry.amountInitiallyLockedNative);
  const locked = votingPowerLocked(entry, currTs, maxLocked, config.lockupSaturationSecs);
  if (locked > maxLocked) {
    throw vsrError('InternalErrorBadLockupVoteWeight', {
      at: 'state/deposit_entry.rs:96',
      values: [maxLocked, locked],
    });
  }
  if (baseline + locked > U64_MAX) {
    throw vsrError('VoterWeightOverflow', { at: 'state/deposit_entry.rs:103' });
  }
  return baseline + locked;
}

/** vested_linearly: whole periods ended × initially locked / periods. */
function vestedLinearly(entry: DepositEntry, currTs: bigint): bigint {
  const current = periodCurrent(entry.lockup, currTs);
  const total = periodsTotal(entry.lockup);
  if (current === 0n) return 0n;
  if (current >= total) return entry.amountInitiallyLockedNative;
  return (entry.amountInitiallyLockedNative * current) / total;
}

/** DepositEntry::vested: native tokens of the initially locked amount that have unlocked. */
export function vested(entry: DepositEntry, currTs: bigint): bigint {
  if (expired(entry.lockup, currTs)) return entry.amountInitiallyLockedNative;
  switch (entry.lockup.kind) {
    case 'none':
      return entry.amountInitiallyLockedNative;
    case 'daily':
    case 'monthly':
      return vestedLinearly(entry, currTs);
    default:
      return 0n;
  }
}

export function amountLocked(entry: DepositEntry, currTs: bigint): bigint {
  return checkedSub(entry.amountInitiallyLockedNative, vested(entry, currTs));
}

/** amount_unlocked: what may be withdrawn now, after vesting and earlier withdrawals. */
export function amountUnlocked(entry: DepositEntry, currTs: bigint): bigint {
  return checkedSub(entry.amountDepositedNative, amountLocked(entry, currTs));
}

/**
 * resolve_vesting: the vested part leaves the initially locked amount and the start moves past
 * the ended periods, so that new tokens vest over the periods still to come.
 */
export function resolveVesting(entry: DepositEntry, currTs: bigint): DepositEntry {
  const vestedAmount = vested(entry, currTs);
  if (entry.amountInitiallyLockedNative < vestedAmount) {
    throw vsrError('InternalProgramError', {
      at: 'state/deposit_entry.rs:366',
      values: [entry.amountInitiallyLockedNative, vestedAmount],
    });
  }
  const resolved: DepositEntry = {
    ...entry,
    amountInitiallyLockedNative: entry.amountInitiallyLockedNative - vestedAmount,
    lockup: removePastPeriods(entry.lockup, currTs),
  };
  const stillVested = vested(resolved, currTs);
  if (stillVested !== 0n) {
    throw vsrError('InternalProgramError', {
      at: 'state/deposit_entry.rs:376',
      values: [stillVested, 0],
    });
  }
  return resolved;
}
