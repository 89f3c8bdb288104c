import type { FarmState, UserState } from '@keel/chain-readers';
import { programPanic } from './anchor-errors';
import { farmsError } from './farms-errors';
import { refreshGlobalRewards, userRefreshAllRewards } from './rewards';
import { canAcceptDeposit } from './scope-price';
import { addU64, sub, U64_MAX } from './wad';

/*
 * kfarms `set_stake` for delegated farms (klend reserve farms): the delegate sets a user's
 * stake outright. Stake fields hold raw amounts there, and the farm may have no warm-up,
 * cool-down or pending pool (the program asserts it).
 */

function assertEqual(left: bigint, right: bigint): void {
  if (left !== right) {
    throw programPanic(`assertion \`left == right\` failed\n  left: ${left}\n right: ${right}`);
  }
}

export function setStake(farm: FarmState, user: UserState, newStake: bigint, now: bigint): void {
  assertEqual(farm.totalActiveStakeScaled, farm.totalStakedAmount);
  assertEqual(farm.totalPendingStakeScaled, 0n);
  assertEqual(farm.totalPendingAmount, 0n);
  assertEqual(BigInt(farm.depositWarmupPeriod), 0n);
  assertEqual(BigInt(farm.withdrawalCooldownPeriod), 0n);
  const current = user.activeStakeScaled;
  if (current > U64_MAX) throw programPanic("Delegated farm: active stake don't fit on u64");
  if (current === newStake) return;
  // Delegated farms never carry an oracle price here: the program passes none.
  refreshGlobalRewards(farm, null, now);
  userRefreshAllRewards(farm, user);
  if (current > newStake) {
    const diff = current - newStake;
    farm.totalActiveStakeScaled = sub(farm.totalActiveStakeScaled, diff);
    farm.totalStakedAmount = sub(farm.totalStakedAmount, diff);
    user.activeStakeScaled = sub(user.activeStakeScaled, diff);
  } else {
    const diff = newStake - current;
    if (farm.totalStakedAmount === 0n) {
      for (const reward of farm.rewardInfos) reward.lastIssuanceTs = now;
    }
    user.lastStakeTs = now;
    if (!canAcceptDeposit(farm, diff, null, now)) throw farmsError('DepositCapReached');
    farm.totalActiveStakeScaled += diff;
    farm.totalStakedAmount = addU64(farm.totalStakedAmount, diff);
    user.activeStakeScaled += diff;
  }
  farm.rewardInfos.forEach((reward, index) => {
    user.rewardsTallyScaled[index] = reward.rewardPerShareScaled * newStake;
  });
}
