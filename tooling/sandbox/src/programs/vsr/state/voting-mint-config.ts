import type { VotingMintConfig } from '@keel/governance-registry';
import { vsrError } from '../vsr-errors';

/*
 * `state/voting_mint_config.rs`: how native amounts of a voting mint become vote weight. u128
 * intermediates; a result past u64 is VoterWeightOverflow.
 */

const SCALED_FACTOR_BASE = 1_000_000_000n;
export const U64_MAX = (1n << 64n) - 1n;

function fitU64(value: bigint, line: number): bigint {
  if (value > U64_MAX)
    throw vsrError('VoterWeightOverflow', { at: `state/voting_mint_config.rs:${line}` });
  return value;
}

/** digit_shift_native: × 10^shift, or ÷ 10^−shift rounded down. */
function digitShiftNative(config: VotingMintConfig, amountNative: bigint): bigint {
  const shift = config.digitShift;
  return fitU64(
    shift < 0 ? amountNative / 10n ** BigInt(-shift) : amountNative * 10n ** BigInt(shift),
    61,
  );
}

/** apply_factor: base × factor / 1e9, rounded down. */
function applyFactor(base: bigint, factor: bigint): bigint {
  return fitU64((base * factor) / SCALED_FACTOR_BASE, 74);
}

export function baselineVoteWeight(config: VotingMintConfig, amountNative: bigint): bigint {
  return applyFactor(digitShiftNative(config, amountNative), config.baselineVoteWeightScaledFactor);
}

export function maxExtraLockupVoteWeight(config: VotingMintConfig, amountNative: bigint): bigint {
  return applyFactor(
    digitShiftNative(config, amountNative),
    config.maxExtraLockupVoteWeightScaledFactor,
  );
}

/** grants_vote_weight: either factor above zero (a mint may be there for grants only). */
export function grantsVoteWeight(config: VotingMintConfig): boolean {
  return (
    config.baselineVoteWeightScaledFactor > 0n || config.maxExtraLockupVoteWeightScaledFactor > 0n
  );
}
