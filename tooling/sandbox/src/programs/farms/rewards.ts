import type { DatedPrice, FarmRewardInfo, FarmState, UserState } from '@keel/chain-readers';
import { programPanic } from './anchor-errors';
import { farmsError } from './farms-errors';
import { cumulativeAmountIssuedSince } from './reward-curve';
import { scopeAdjusted } from './scope-price';
import {
  addU64,
  decimalDiv,
  decimalFrom,
  decimalMul,
  decimalOver,
  decimalSub,
  floorU64,
  min,
  sub,
  tenPow,
  toU128,
  U64_MAX,
  WAD,
} from './wad';

/*
 * Reward accrual (kfarms farm_operations.rs `refresh_global_reward` / `user_refresh_reward`):
 * each reward's schedule is integrated from its last issuance to now, capped by what is left,
 * and spread over the active stake as a WAD-scaled reward per share; a user's tally records
 * the part of reward per share × stake already credited.
 */

export function isDelegated(farm: FarmState): boolean {
  return farm.delegateAuthority !== null;
}

function refreshGlobalReward(
  farm: FarmState,
  index: number,
  price: DatedPrice | null,
  now: bigint,
) {
  const reward = farm.rewardInfos[index] as FarmRewardInfo;
  if (now === reward.lastIssuanceTs) return;
  if (farm.totalActiveStakeScaled === 0n) {
    // Nothing is staked: the clock moves on without issuing.
    reward.lastIssuanceTs = now;
    return;
  }
  const cumulative = cumulativeAmountIssuedSince(
    reward.rewardScheduleCurve,
    reward.lastIssuanceTs,
    now,
  );
  const byType =
    reward.rewardType === 'Constant' ? cumulative * farm.totalStakedAmount : cumulative;
  const decimalAdjusted = byType / tenPow(reward.rewardsPerSecondDecimals);
  const amount = scopeAdjusted(farm, decimalAdjusted, price, now);
  if (amount > U64_MAX)
    throw programPanic('called `Result::unwrap()` on an `Err` value: TryFromIntError(())');
  if (amount === 0n) return;
  const issued = min(amount, reward.rewardsAvailable);
  reward.lastIssuanceTs = now;
  reward.rewardsIssuedUnclaimed = checkedAdd(reward.rewardsIssuedUnclaimed, issued);
  reward.rewardsIssuedCumulative = checkedAdd(reward.rewardsIssuedCumulative, issued);
  reward.rewardsAvailable -= issued;
  // Delegated farms count raw stake, normal farms WAD-scaled shares.
  const perShare = isDelegated(farm)
    ? decimalOver(decimalFrom(issued), farm.totalActiveStakeScaled)
    : decimalDiv(decimalFrom(issued), farm.totalActiveStakeScaled);
  reward.rewardPerShareScaled = toU128(reward.rewardPerShareScaled + perShare);
}

/** `checked_add(…).ok_or(IntegerOverflow)` on u64. */
function checkedAdd(a: bigint, b: bigint): bigint {
  if (a + b > U64_MAX) throw farmsError('IntegerOverflow');
  return a + b;
}

export function refreshGlobalRewards(farm: FarmState, price: DatedPrice | null, now: bigint): void {
  for (let index = 0; index < farm.rewardInfos.length; index += 1) {
    refreshGlobalReward(farm, index, price, now);
  }
}

/** `user_refresh_reward`: credits the user what reward per share earned its stake since. */
export function userRefreshReward(farm: FarmState, user: UserState, index: number): void {
  const tally = user.rewardsTallyScaled[index] ?? 0n;
  const perShare = (farm.rewardInfos[index] as FarmRewardInfo).rewardPerShareScaled;
  const earned = isDelegated(farm)
    ? perShare * user.activeStakeScaled
    : decimalMul(perShare, user.activeStakeScaled);
  const reward = floorU64(decimalSub(earned, tally));
  if (reward === null) throw farmsError('IntegerOverflow');
  user.rewardsTallyScaled[index] = toU128(tally + reward * WAD);
  user.rewardsIssuedUnclaimed[index] = addU64(user.rewardsIssuedUnclaimed[index] ?? 0n, reward);
}

export function userRefreshAllRewards(farm: FarmState, user: UserState): void {
  if (user.activeStakeScaled === 0n) return;
  for (let index = 0; index < farm.rewardInfos.length; index += 1) {
    userRefreshReward(farm, user, index);
  }
}

/** New shares start with a tally of what reward per share already paid them. */
export function raiseTallies(farm: FarmState, user: UserState, addedShares: bigint): void {
  if (addedShares === 0n) return;
  farm.rewardInfos.forEach((reward, index) => {
    const tally =
      (user.rewardsTallyScaled[index] ?? 0n) + decimalMul(addedShares, reward.rewardPerShareScaled);
    if (tally >= 1n << 128n) throw farmsError('IntegerOverflow');
    user.rewardsTallyScaled[index] = tally;
  });
}

/** Unstaked shares lose their tally (saturating, as the program does). */
export function lowerTallies(farm: FarmState, user: UserState, removedShares: bigint): void {
  farm.rewardInfos.forEach((reward, index) => {
    const tally = user.rewardsTallyScaled[index] ?? 0n;
    const loss = decimalMul(removedShares, reward.rewardPerShareScaled);
    if (tally + WAD <= loss) {
      throw farmsError(
        'IntegerOverflow',
        { source: 'farm_operations.rs:719' },
        { values: [decimalText(tally + WAD), decimalText(loss)] },
      );
    }
    user.rewardsTallyScaled[index] = loss > tally ? 0n : sub(tally, loss);
  });
}

/** decimal_wad's Display: the integer part, a dot, 18 decimals. */
function decimalText(scaled: bigint): string {
  const digits = scaled.toString().padStart(19, '0');
  return `${digits.slice(0, -18)}.${digits.slice(-18)}`;
}
