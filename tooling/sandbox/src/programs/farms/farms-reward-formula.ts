/*
 * Reward accrual written out for tests, apart from the emulation: issuance as the sum over the
 * curve's segments of rate × the part of [last issuance, now] each covers (kfarms state.rs
 * `get_cumulative_amount_issued_since_last_ts`, farm_operations.rs `refresh_global_reward`), and a
 * user's pending reward as the program floors it (`user_refresh_reward`). `sdkPendingAt` asks
 * farms-sdk 3.2.24's own `calculatePendingRewards` on the same account bytes.
 */
import {
  calculatePendingRewards,
  FarmState as SdkFarmState,
  UserState as SdkUserState,
} from '@kamino-finance/farms-sdk';
import {
  encodeFarmState,
  encodeUserState,
  type FarmRewardInfo,
  type FarmState,
  type UserState,
} from '@keel/chain-readers';
import Decimal from 'decimal.js';

const WAD = 10n ** 18n;

/** Σ rate × overlap of [point start, next point start) with [from, to). */
function curveIssuance(reward: FarmRewardInfo, from: bigint, to: bigint): bigint {
  const points = reward.rewardScheduleCurve;
  let total = 0n;
  points.forEach((point, i) => {
    const segmentEnd = points[i + 1]?.tsStart ?? to;
    const start = point.tsStart > from ? point.tsStart : from;
    const end = segmentEnd < to ? segmentEnd : to;
    if (end > start) total += point.rewardPerTimeUnit * (end - start);
  });
  return total;
}

/** Reward issued between the last issuance and `now`, capped by what is left (no oracle). */
export function issuedUntil(farm: FarmState, reward: FarmRewardInfo, now: bigint): bigint {
  if (now === reward.lastIssuanceTs || farm.totalActiveStakeScaled === 0n) return 0n;
  const cumulative = curveIssuance(reward, reward.lastIssuanceTs, now);
  const perType = reward.rewardType === 'Constant' ? farm.totalStakedAmount : 1n;
  const amount = (cumulative * perType) / 10n ** BigInt(reward.rewardsPerSecondDecimals);
  return amount < reward.rewardsAvailable ? amount : reward.rewardsAvailable;
}

/** rewardPerShare += issued / totalActiveStake, a WAD-scaled decimal (normal farm). */
export function rewardPerShareAt(farm: FarmState, index: number, now: bigint): bigint {
  const reward = farm.rewardInfos[index] as FarmRewardInfo;
  const issued = issuedUntil(farm, reward, now);
  return reward.rewardPerShareScaled + (issued * WAD * WAD) / farm.totalActiveStakeScaled;
}

/** The program's pending reward: unclaimed + floor(stake × rps' − tally). */
export function pendingAt(farm: FarmState, user: UserState, index: number, now: bigint): bigint {
  const perShare = rewardPerShareAt(farm, index, now);
  const earned = (perShare * user.activeStakeScaled) / WAD;
  const tally = user.rewardsTallyScaled[index] ?? 0n;
  return (user.rewardsIssuedUnclaimed[index] ?? 0n) + (earned - tally) / WAD;
}

/** farms-sdk's `calculatePendingRewards` on the accounts' bytes (it rounds where the program floors). */
export function sdkPendingAt(farm: FarmState, user: UserState, index: number, now: bigint): bigint {
  const sdkFarm = SdkFarmState.decode(Buffer.from(encodeFarmState(farm)));
  const sdkUser = SdkUserState.decode(Buffer.from(encodeUserState(user)));
  const pending = calculatePendingRewards(
    sdkFarm,
    sdkUser,
    index,
    new Decimal(now.toString()),
    null,
  );
  return BigInt(pending.toFixed(0));
}
