import type { FarmState, UserState } from '@keel/chain-readers';
import { programPanic } from './anchor-errors';
import { farmsError } from './farms-errors';
import {
  addU64,
  ceilU64,
  decimalFrom,
  decimalOver,
  decimalSub,
  decimalTimes,
  floorU64,
  sub,
  u64MulDiv,
  WAD,
} from './wad';

/*
 * kfarms `stake_operations`: stake is counted in shares (WAD-scaled Decimals); the active and
 * the pending (warm-up deposits + cool-down withdrawals) pools each convert shares to tokens
 * pro rata of their token total.
 */

/** `convert_amount_to_stake`: shares `amount` tokens are worth in a pool. */
function amountToStake(amount: bigint, totalStake: bigint, totalAmount: bigint): bigint {
  if (amount === 0n) return 0n;
  if (totalStake === 0n || totalAmount === 0n) {
    if (totalStake !== 0n) {
      throw programPanic(
        'assertion `left == right` failed: Total amount is zero but total stake is not',
      );
    }
    return decimalFrom(amount);
  }
  return decimalOver(decimalTimes(totalStake, amount), totalAmount);
}

/** `convert_stake_to_amount` (`full_decimal_mul_div` through a U256). */
function stakeToAmount(
  stake: bigint,
  totalStake: bigint,
  totalAmount: bigint,
  up: boolean,
): bigint {
  if (stake === 0n) return 0n;
  const scaled =
    totalStake === 0n ? decimalFrom(totalAmount) : (stake * WAD * totalAmount) / totalStake;
  if (scaled >= 1n << 192n) throw programPanic('full_decimal_mul_div overflow');
  const amount = up ? ceilU64(scaled) : floorU64(scaled);
  if (amount === null)
    throw programPanic('called `Result::unwrap()` on an `Err` value: MathOverflow');
  return amount;
}

/** A warm-up deposit joins the pending pool; returns the pending shares gained. */
export function addPendingDepositStake(user: UserState, farm: FarmState, amount: bigint): bigint {
  const gained = amountToStake(amount, farm.totalPendingStakeScaled, farm.totalPendingAmount);
  user.pendingDepositStakeScaled += gained;
  farm.totalPendingAmount = addU64(farm.totalPendingAmount, amount);
  farm.totalPendingStakeScaled += gained;
  return gained;
}

function removePendingDepositStake(user: UserState, farm: FarmState): bigint {
  const removed = stakeToAmount(
    user.pendingDepositStakeScaled,
    farm.totalPendingStakeScaled,
    farm.totalPendingAmount,
    false,
  );
  farm.totalPendingAmount = sub(farm.totalPendingAmount, removed);
  farm.totalPendingStakeScaled = decimalSub(
    farm.totalPendingStakeScaled,
    user.pendingDepositStakeScaled,
  );
  user.pendingDepositStakeScaled = 0n;
  return removed;
}

/** Tokens join the active pool; returns the active shares gained. */
export function addActiveStake(user: UserState, farm: FarmState, amount: bigint): bigint {
  const gained = amountToStake(amount, farm.totalActiveStakeScaled, farm.totalStakedAmount);
  user.activeStakeScaled += gained;
  farm.totalStakedAmount = addU64(farm.totalStakedAmount, amount);
  farm.totalActiveStakeScaled += gained;
  return gained;
}

/** A warmed-up deposit moves from the pending pool to the active one. */
export function activatePendingStake(user: UserState, farm: FarmState): bigint {
  return addActiveStake(user, farm, removePendingDepositStake(user, farm));
}

function removeActiveStake(user: UserState, farm: FarmState, shares: bigint): bigint {
  if (shares > user.activeStakeScaled) {
    throw programPanic(
      `Not enough active stake (${user.activeStakeScaled}) to perform this unstake (${shares} requested)`,
    );
  }
  const amount = stakeToAmount(shares, farm.totalActiveStakeScaled, farm.totalStakedAmount, false);
  user.activeStakeScaled -= shares;
  farm.totalStakedAmount = sub(farm.totalStakedAmount, amount);
  farm.totalActiveStakeScaled = decimalSub(farm.totalActiveStakeScaled, shares);
  return amount;
}

function addPendingWithdrawal(user: UserState, farm: FarmState, amount: bigint): bigint {
  const gained = amountToStake(amount, farm.totalPendingStakeScaled, farm.totalPendingAmount);
  user.pendingWithdrawalUnstakeScaled += gained;
  farm.totalPendingAmount = addU64(farm.totalPendingAmount, amount);
  farm.totalPendingStakeScaled += gained;
  return gained;
}

/** `get_withdrawal_penalty_bps` of a locked farm: linear in the time left to maturity. */
function penaltyBps(beginning: bigint, now: bigint, maturity: bigint, bps: bigint): bigint {
  if (maturity < beginning) throw farmsError('InvalidLockingTimestamps');
  if (now < beginning || now >= maturity) return 0n;
  if (bps > 10_000n) throw farmsError('InvalidPenaltyPercentage');
  if (bps === 0n || bps === 10_000n) throw farmsError('EarlyWithdrawalNotAllowed');
  return (bps * (maturity - now)) / (maturity - beginning);
}

function earlyWithdrawalPenalty(start: bigint, farm: FarmState, now: bigint, amount: bigint) {
  const maturity = addU64(start, farm.lockingDuration);
  const bps = penaltyBps(start, now, maturity, farm.lockingEarlyWithdrawalPenaltyBps);
  const penalty = u64MulDiv(amount, bps, 10_000n);
  return { amount: amount - penalty, penalty };
}

/**
 * `stake_operations::unstake`: shares leave the active pool and their tokens (less any early
 * withdrawal penalty of a locked farm) enter the pending pool. Returns the tokens moved to
 * pending and the penalty.
 */
export function unstakeShares(user: UserState, farm: FarmState, shares: bigint, now: bigint) {
  const removed = removeActiveStake(user, farm, shares);
  const after =
    farm.lockingMode === 'None'
      ? { amount: removed, penalty: 0n }
      : earlyWithdrawalPenalty(
          farm.lockingMode === 'WithExpiry' ? farm.lockingStartTimestamp : user.lastStakeTs,
          farm,
          now,
          removed,
        );
  addPendingWithdrawal(user, farm, after.amount);
  return after;
}

/** `remove_pending_withdrawal_stake`: the tokens a matured withdrawal releases. */
export function removePendingWithdrawal(user: UserState, farm: FarmState): bigint {
  const removed = stakeToAmount(
    user.pendingWithdrawalUnstakeScaled,
    farm.totalPendingStakeScaled,
    farm.totalPendingAmount,
    false,
  );
  farm.totalPendingAmount = sub(farm.totalPendingAmount, removed);
  farm.totalPendingStakeScaled = decimalSub(
    farm.totalPendingStakeScaled,
    user.pendingWithdrawalUnstakeScaled,
  );
  user.pendingWithdrawalUnstakeScaled = 0n;
  return removed;
}
