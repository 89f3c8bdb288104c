import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import { SCALED_FACTOR_BASE } from '../vsr/constants';
import type { DepositEntry } from '../vsr/depositEntry';
import type { VotingMintConfig } from '../vsr/votingMintConfig';
import { lockedVotePower } from './lockedPower';

export const U64_MAX = (1n << 64n) - 1n;

function checkU64(value: bigint, what: string): bigint {
  if (value > U64_MAX) throw new RegistrarRuleError('VoterWeightOverflow', `${what} exceeds u64`);
  return value;
}

/** Native amount in the registrar's common vote unit: × 10^digitShift, floored when negative. */
export function shiftDigits(amountNative: bigint, digitShift: number): bigint {
  const factor = 10n ** BigInt(Math.abs(digitShift));
  const shifted = digitShift >= 0 ? amountNative * factor : amountNative / factor;
  return checkU64(shifted, 'shifted amount');
}

/** floor(value × factor / 1e9): factors are stored in 1/1e9 units. */
export function applyScaledFactor(value: bigint, scaledFactor: bigint): bigint {
  return checkU64((value * scaledFactor) / SCALED_FACTOR_BASE, 'scaled vote weight');
}

/** Weight every deposited token earns, locked or not. */
export function baselineVoteWeight(config: VotingMintConfig, amountNative: bigint): bigint {
  return applyScaledFactor(
    shiftDigits(amountNative, config.digitShift),
    config.baselineVoteWeightScaledFactor,
  );
}

/** Extra weight a fully saturated lockup of this amount earns. */
export function maxExtraLockupVoteWeight(config: VotingMintConfig, amountNative: bigint): bigint {
  return applyScaledFactor(
    shiftDigits(amountNative, config.digitShift),
    config.maxExtraLockupVoteWeightScaledFactor,
  );
}

/** A deposit's vote weight and its parts, all in vote-weight units. */
export interface DepositVotingPower {
  baseline: bigint;
  maxExtra: bigint;
  locked: bigint;
  /** baseline + locked. */
  total: bigint;
}

/** power(d) = baseline(deposited) + lockedPower(lockup, maxExtra(initially locked)) (VSR.md §5.2). */
export function depositVotingPower(
  entry: DepositEntry,
  config: VotingMintConfig,
  now: bigint,
): DepositVotingPower {
  const baseline = baselineVoteWeight(config, entry.amountDepositedNative);
  const maxExtra = maxExtraLockupVoteWeight(config, entry.amountInitiallyLockedNative);
  const locked = lockedVotePower(entry.lockup, now, maxExtra, config.lockupSaturationSecs);
  if (locked > maxExtra) {
    throw new RegistrarRuleError('InternalErrorBadLockupVoteWeight', `${locked} > ${maxExtra}`);
  }
  return { baseline, maxExtra, locked, total: checkU64(baseline + locked, 'deposit vote weight') };
}
