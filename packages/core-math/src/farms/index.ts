export {
  type FarmRewardYieldInput,
  farmRewardYield,
  type RewardType,
  rewardApr,
  rewardTokensPerSecond,
} from './reward-apy';
export {
  currentRewardRate,
  type RewardSchedulePoint,
  scheduledRewardBetween,
  scheduleSegments,
  UNUSED_SCHEDULE_POINT,
} from './reward-schedule';
export { farmStakeAmount, pendingFarmReward } from './stake';
