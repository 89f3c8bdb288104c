import {
  type DepositEntry,
  type DepositWeight,
  type LockupKind,
  nativeToTokens,
  type ResetLockupChoice,
  resetLockupChoices,
  type VoterWeight,
} from '@keel/governance-registry';
import type Decimal from 'decimal.js';

/** One deposit as the staking screens list it. */
export interface DepositRow {
  /** Deposit entry index in the voter account (what the instructions address). */
  index: number;
  kind: LockupKind;
  /** Lockup start and end, unix seconds on the registrar clock. */
  startTs: bigint;
  endTs: bigint;
  /** Whether the lockup has run out (always true for `none`). */
  expired: boolean;
  deposited: Decimal;
  locked: Decimal;
  unlocked: Decimal;
  /** Native units withdrawable now (the withdraw instruction's amount). */
  unlockedNative: bigint;
  /** Current vote weight, raw (format with core-math's formatVoteWeight: ÷ 10^6). */
  votingPower: bigint;
  /** The deposit as it is on chain (what a lockup change is previewed from). */
  entry: DepositEntry;
  /** Lockups the deposit can be reset to now, each with its fewest periods; empty when none. */
  lockupChoices: readonly ResetLockupChoice[];
}

/** The wallet's staking position at one moment. */
export interface StakingView {
  /** Registrar clock the figures are for. */
  now: bigint;
  /** Raw vote weights (formatVoteWeight divides by 10^6). */
  votingPower: bigint;
  votingPowerBaseline: bigint;
  /** Locked and unlocked native tokens (D§3 amountLocked and tokens), whole tokens. */
  locked: Decimal;
  unlocked: Decimal;
  /** Everything deposited: locked + unlocked ("staked" in the side panel). */
  staked: Decimal;
  deposits: DepositRow[];
}

function depositRow(deposit: DepositWeight, decimals: number, now: bigint): DepositRow {
  const { entry } = deposit;
  const kind = entry.lockup.kind;
  return {
    index: deposit.index,
    kind,
    startTs: entry.lockup.startTs,
    endTs: entry.lockup.endTs,
    expired: deposit.expired,
    deposited: nativeToTokens(entry.amountDepositedNative, decimals),
    locked: nativeToTokens(deposit.amountLocked, decimals),
    unlocked: nativeToTokens(deposit.amountUnlocked, decimals),
    unlockedNative: deposit.amountUnlocked,
    votingPower: deposit.votingPower.total,
    entry,
    // An empty deposit has nothing to lock.
    lockupChoices: entry.amountDepositedNative > 0n ? resetLockupChoices(entry, now) : [],
  };
}

/**
 * Display figures of a voter weight computed by governance-registry. `decimals` are the voting
 * mint's; every deposit here is of that one mint (the registrar has one voting mint).
 */
export function stakingView(weight: VoterWeight, decimals: number): StakingView {
  const locked = nativeToTokens(weight.amountLocked, decimals);
  const unlocked = nativeToTokens(weight.tokens, decimals);
  return {
    now: weight.now,
    votingPower: weight.votes,
    votingPowerBaseline: weight.votesBaseline,
    locked,
    unlocked,
    staked: locked.plus(unlocked),
    deposits: weight.deposits.map((deposit) => depositRow(deposit, decimals, weight.now)),
  };
}
