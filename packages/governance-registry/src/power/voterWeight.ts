import type { Address } from '@keel/chain-readers';
import { RegistrarRuleError } from '../errors/RegistrarRuleError';
import type { DepositEntry } from '../vsr/depositEntry';
import { type RegistrarData, registrarNow } from '../vsr/registrar';
import type { VoterData } from '../vsr/voter';
import type { VotingMintConfig } from '../vsr/votingMintConfig';
import {
  type DepositVotingPower,
  depositVotingPower,
  maxExtraLockupVoteWeight,
  U64_MAX,
} from './depositPower';
import { guaranteedLockedVotePower } from './lockedPower';
import { isLockupExpired, secondsLeft } from './lockupTime';
import { type LockingInfo, lockedAmount, lockingInfo, unlockedAmount } from './tokenAmounts';

type RegistrarLike = Pick<RegistrarData, 'votingMints' | 'timeOffset'>;

/** One used deposit at a moment: its weight and its locked / withdrawable tokens. */
export interface DepositWeight {
  /** Deposit entry index (slot in the voter account). */
  index: number;
  entry: DepositEntry;
  mint: Address | null;
  votingPower: DepositVotingPower;
  /** Native tokens still locked. */
  amountLocked: bigint;
  /** Native tokens withdrawable now. */
  amountUnlocked: bigint;
  secondsLeft: bigint;
  expired: boolean;
  locking: LockingInfo | null;
}

/** Token amounts of one voting mint (native units of that mint). */
export interface MintAmounts {
  votingMintConfigIdx: number;
  mint: Address | null;
  deposited: bigint;
  amountLocked: bigint;
  tokens: bigint;
  votes: bigint;
}

/**
 * A voter's weight (D§3 "Voter weight"): votes, amountLocked (the locked part of deposits with a
 * lockup), tokens (the unlocked part), the deposits, and the voting-registry flag. Token sums are
 * native units and only meaningful across deposits of one mint: `byMint` splits them.
 */
export interface VoterWeight {
  isVotingRegistry: true;
  /** Registrar clock the weight was computed at (chain time + timeOffset). */
  now: bigint;
  votes: bigint;
  votesBaseline: bigint;
  amountLocked: bigint;
  tokens: bigint;
  deposits: DepositWeight[];
  byMint: MintAmounts[];
}

function configFor(registrar: RegistrarLike, entry: DepositEntry): VotingMintConfig {
  const config = registrar.votingMints[entry.votingMintConfigIdx];
  if (config === undefined) {
    throw new RegistrarRuleError(
      'OutOfBoundsVotingMintConfigIndex',
      `voting mint index ${entry.votingMintConfigIdx}`,
    );
  }
  return config;
}

function checkedSum(values: readonly bigint[]): bigint {
  const sum = values.reduce((total, value) => total + value, 0n);
  if (sum > U64_MAX)
    throw new RegistrarRuleError('VoterWeightOverflow', 'voter weight exceeds u64');
  return sum;
}

/** Every used deposit of the voter at the registrar clock `now`. */
export function depositWeights(
  registrar: RegistrarLike,
  voter: Pick<VoterData, 'deposits'>,
  now: bigint,
): DepositWeight[] {
  return voter.deposits.flatMap((entry, index) => {
    if (!entry.isUsed) return [];
    const config = configFor(registrar, entry);
    const left = secondsLeft(entry.lockup, now);
    return [
      {
        index,
        entry,
        mint: config.mint,
        votingPower: depositVotingPower(entry, config, now),
        amountLocked: lockedAmount(entry, now),
        amountUnlocked: unlockedAmount(entry, now),
        secondsLeft: left,
        expired: isLockupExpired(entry.lockup, now),
        locking: lockingInfo(entry, now),
      },
    ];
  });
}

/**
 * The voter's weight as `update_voter_weight_record` would write it, at chain time `chainUnixTs`
 * (the registrar's time offset is added here).
 */
export function voterWeight(
  registrar: RegistrarLike,
  voter: Pick<VoterData, 'deposits'> | null,
  chainUnixTs: bigint,
): VoterWeight {
  const now = registrarNow(registrar, chainUnixTs);
  const deposits = voter === null ? [] : depositWeights(registrar, voter, now);
  const byMint = new Map<number, MintAmounts>();
  for (const deposit of deposits) {
    const idx = deposit.entry.votingMintConfigIdx;
    const amounts = byMint.get(idx) ?? {
      votingMintConfigIdx: idx,
      mint: deposit.mint,
      deposited: 0n,
      amountLocked: 0n,
      tokens: 0n,
      votes: 0n,
    };
    amounts.deposited += deposit.entry.amountDepositedNative;
    amounts.amountLocked += deposit.amountLocked;
    amounts.tokens += deposit.amountUnlocked;
    amounts.votes += deposit.votingPower.total;
    byMint.set(idx, amounts);
  }
  return {
    isVotingRegistry: true,
    now,
    votes: checkedSum(deposits.map((d) => d.votingPower.total)),
    votesBaseline: checkedSum(deposits.map((d) => d.votingPower.baseline)),
    amountLocked: deposits.reduce((sum, d) => sum + d.amountLocked, 0n),
    tokens: deposits.reduce((sum, d) => sum + d.amountUnlocked, 0n),
    deposits,
    byMint: [...byMint.values()].sort((a, b) => a.votingMintConfigIdx - b.votingMintConfigIdx),
  };
}

/**
 * Locked power the voter is sure to keep at `at` when unlocking starts at `curr` (registrar
 * clock). `at` before `curr` is error 6037.
 */
export function voterWeightLockedGuaranteed(
  registrar: RegistrarLike,
  voter: Pick<VoterData, 'deposits'>,
  curr: bigint,
  at: bigint,
): bigint {
  if (at < curr) throw new RegistrarRuleError('InvalidTimestampArguments', `${at} < ${curr}`);
  const parts = voter.deposits.flatMap((entry) => {
    if (!entry.isUsed) return [];
    const config = configFor(registrar, entry);
    const maxExtra = maxExtraLockupVoteWeight(config, entry.amountInitiallyLockedNative);
    return [
      guaranteedLockedVotePower(entry.lockup, curr, at, maxExtra, config.lockupSaturationSecs),
    ];
  });
  return checkedSum(parts);
}
