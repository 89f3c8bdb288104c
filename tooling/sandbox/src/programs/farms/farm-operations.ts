import type { DatedPrice, FarmState, UserState } from '@keel/chain-readers';
import type { ClockView } from '../../chain/execution/instruction-context';
import { farmsError } from './farms-errors';
import {
  isDelegated,
  lowerTallies,
  raiseTallies,
  refreshGlobalRewards,
  userRefreshAllRewards,
  userRefreshReward,
} from './rewards';
import { canAcceptDeposit } from './scope-price';
import {
  activatePendingStake,
  addActiveStake,
  addPendingDepositStake,
  removePendingWithdrawal,
  unstakeShares,
} from './stake-operations';
import { addU64, min, U64_MAX, u64MulDiv } from './wad';

/* kfarms `farm_operations` for the user instructions (rewards: rewards.ts, reward-curve.ts). */

/** `TimeUnit::now_from_clock`: unix seconds, or the slot for slot-timed farms. */
export function farmNow(farm: FarmState, clock: ClockView): bigint {
  return farm.timeUnit === 'Slots' ? clock.slot : BigInt.asUintN(64, clock.unixTimestamp);
}

function checkedAdd(a: bigint, b: bigint): bigint {
  if (a + b > U64_MAX) throw farmsError('IntegerOverflow');
  return a + b;
}

/** A fresh user: its id is the farm's user count, every reward claimable from now. */
export function initializeUserState(farm: FarmState, user: UserState, now: bigint): void {
  user.userId = farm.numUsers;
  user.lastClaimTs = user.lastClaimTs.map(() => now);
  if (isDelegated(farm)) user.isFarmDelegated = true;
  farm.numUsers = checkedAdd(farm.numUsers, 1n);
}

/** With nothing staked, rewards restart counting from now. */
function initializeRewardTsIfNeeded(farm: FarmState, now: bigint): void {
  if (farm.totalStakedAmount !== 0n) return;
  for (const reward of farm.rewardInfos) reward.lastIssuanceTs = now;
}

/** Activates a deposit whose warm-up is over. */
function userRefreshStake(farm: FarmState, user: UserState, now: bigint): void {
  initializeRewardTsIfNeeded(farm, now);
  if (user.pendingDepositStakeScaled > 0n && now >= user.pendingDepositStakeTs) {
    raiseTallies(farm, user, activatePendingStake(user, farm));
  }
}

export function userRefreshState(
  farm: FarmState,
  user: UserState,
  price: DatedPrice | null,
  now: bigint,
): void {
  refreshGlobalRewards(farm, price, now);
  userRefreshAllRewards(farm, user);
  user.isFarmDelegated = isDelegated(farm);
  if (!isDelegated(farm)) userRefreshStake(farm, user, now);
}

/** Tokens join the farm: pending for the warm-up period when the farm has one. */
export function stake(
  farm: FarmState,
  user: UserState,
  price: DatedPrice | null,
  amount: bigint,
  now: bigint,
): void {
  refreshGlobalRewards(farm, price, now);
  userRefreshAllRewards(farm, user);
  userRefreshStake(farm, user, now);
  if (!canAcceptDeposit(farm, amount, price, now)) throw farmsError('DepositCapReached');
  if (farm.depositWarmupPeriod > 0) {
    user.pendingDepositStakeTs = checkedAdd(now, BigInt(farm.depositWarmupPeriod));
    addPendingDepositStake(user, farm, amount);
  } else {
    raiseTallies(farm, user, addActiveStake(user, farm, amount));
  }
  user.lastStakeTs = now;
}

/** Shares move to a pending withdrawal that matures after the farm's cool-down. */
export function unstake(
  farm: FarmState,
  user: UserState,
  price: DatedPrice | null,
  requested: bigint,
  now: bigint,
): void {
  refreshGlobalRewards(farm, price, now);
  userRefreshAllRewards(farm, user);
  const shares = min(requested, user.activeStakeScaled);
  if (shares === 0n) throw farmsError('NothingToUnstake', { source: 'farm_operations.rs:677' });
  if (user.pendingWithdrawalUnstakeScaled > 0n && user.pendingWithdrawalUnstakeTs <= now) {
    throw farmsError('PendingWithdrawalNotWithdrawnYet', { source: 'farm_operations.rs:685' });
  }
  user.pendingWithdrawalUnstakeTs = checkedAdd(now, BigInt(farm.withdrawalCooldownPeriod));
  const { penalty } = unstakeShares(user, farm, shares, now);
  farm.slashedAmountCurrent = addU64(farm.slashedAmountCurrent, penalty);
  farm.slashedAmountCumulative = addU64(farm.slashedAmountCumulative, penalty);
  lowerTallies(farm, user, shares);
}

/** The tokens of a matured withdrawal. */
export function withdrawUnstakedDeposits(farm: FarmState, user: UserState, now: bigint): bigint {
  if (user.pendingWithdrawalUnstakeTs > now) {
    throw farmsError('UnstakeNotElapsed', { source: 'farm_operations.rs:739' });
  }
  if (user.pendingWithdrawalUnstakeScaled === 0n) {
    throw farmsError('NothingToWithdraw', { source: 'farm_operations.rs:743' });
  }
  return removePendingWithdrawal(user, farm);
}

/**
 * Claims one reward: what the user accrued (`user_refresh_reward`, floored), minus the global config's
 * treasury fee.
 */
export function harvest(
  farm: FarmState,
  user: UserState,
  treasuryFeeBps: bigint,
  price: DatedPrice | null,
  index: number,
  now: bigint,
): { user: bigint; treasury: bigint } {
  refreshGlobalRewards(farm, price, now);
  userRefreshReward(farm, user, index);
  const reward = user.rewardsIssuedUnclaimed[index] ?? 0n;
  const lastClaim = user.lastClaimTs[index] ?? 0n;
  if (now < lastClaim) throw farmsError('IntegerOverflow');
  const info = farm.rewardInfos[index];
  if (info === undefined) throw farmsError('RewardIndexOutOfRange');
  if (now - lastClaim < info.minClaimDurationSeconds) {
    throw farmsError('MinClaimDurationNotReached', { source: 'farm_operations.rs:515' });
  }
  if (reward === 0n) return { user: 0n, treasury: 0n };
  if (reward > info.rewardsIssuedUnclaimed) throw farmsError('IntegerOverflow');
  info.rewardsIssuedUnclaimed -= reward;
  user.rewardsIssuedUnclaimed[index] = 0n;
  user.lastClaimTs[index] = now;
  const treasury = u64MulDiv(reward, treasuryFeeBps, 10_000n);
  if (treasury > reward) throw farmsError('IntegerOverflow');
  return { user: reward - treasury, treasury };
}
