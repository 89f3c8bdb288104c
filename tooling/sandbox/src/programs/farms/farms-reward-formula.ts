/*
 * MATH.md §6 written out for tests, independently of the emulation: issuance along the reward
 * curve (§6.1, with core-math's integration) and a user's pending reward (§6.2). The program
 * floors where the SDK's formula rounds; both are given.
 */
import type { FarmRewardInfo, FarmState, UserState } from '@keel/chain-readers';
import { MathDecimal, pendingFarmReward, scheduledRewardBetween } from '@keel/core-math';

const WAD = 10n ** 18n;

/** §6.1: reward issued between the last issuance and `now`, capped by what is left. */
export function issuedUntil(farm: FarmState, reward: FarmRewardInfo, now: bigint): bigint {
  if (now === reward.lastIssuanceTs || farm.totalActiveStakeScaled === 0n) return 0n;
  const cumulative = scheduledRewardBetween(reward.rewardScheduleCurve, reward.lastIssuanceTs, now);
  const perType = reward.rewardType === 'Constant' ? farm.totalStakedAmount : 1n;
  const amount =
    (BigInt(cumulative.toFixed(0)) * perType) / 10n ** BigInt(reward.rewardsPerSecondDecimals);
  return amount < reward.rewardsAvailable ? amount : reward.rewardsAvailable;
}

/** §6.1: rewardPerShare += issued / totalActiveStake, a WAD-scaled decimal (normal farm). */
export function rewardPerShareAt(farm: FarmState, index: number, now: bigint): bigint {
  const reward = farm.rewardInfos[index] as FarmRewardInfo;
  const issued = issuedUntil(farm, reward, now);
  return reward.rewardPerShareScaled + (issued * WAD * WAD) / farm.totalActiveStakeScaled;
}

/** §6.2 as the program computes it: unclaimed + floor(stake × rps' − tally). */
export function pendingAt(farm: FarmState, user: UserState, index: number, now: bigint): bigint {
  const perShare = rewardPerShareAt(farm, index, now);
  const earned = (perShare * user.activeStakeScaled) / WAD;
  const tally = user.rewardsTallyScaled[index] ?? 0n;
  return (user.rewardsIssuedUnclaimed[index] ?? 0n) + (earned - tally) / WAD;
}

/** §6.2 as the SDK computes it (core-math `pendingFarmReward`, rounded). */
export function sdkPendingAt(farm: FarmState, user: UserState, index: number, now: bigint): bigint {
  const reward = farm.rewardInfos[index] as FarmRewardInfo;
  const issued = issuedUntil(farm, reward, now);
  // newIssued / totalActiveStake, the stake in tokens (scaled / 1e18).
  const added = new MathDecimal(issued.toString())
    .times(WAD.toString())
    .div(farm.totalActiveStakeScaled.toString());
  const pending = pendingFarmReward({
    activeStakeScaled: user.activeStakeScaled,
    delegated: false,
    rewardPerShareScaled: reward.rewardPerShareScaled,
    rewardsTallyScaled: user.rewardsTallyScaled[index] ?? 0n,
    rewardsIssuedUnclaimed: user.rewardsIssuedUnclaimed[index] ?? 0n,
    newRewardPerShare: added,
  });
  return BigInt(pending.toFixed(0));
}
