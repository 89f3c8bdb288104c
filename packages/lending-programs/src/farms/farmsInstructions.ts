import {
  farmsRefreshFarmInstruction,
  farmsRefreshUserStateInstruction,
} from './refreshInstructions';
import { farmsHarvestRewardInstruction } from './rewardInstructions';
import {
  farmsStakeInstruction,
  farmsUnstakeInstruction,
  farmsWithdrawUnstakedDepositsInstruction,
} from './stakeInstructions';
import { farmsInitializeUserInstruction } from './userInstructions';

/** Every farms builder of this package by IDL instruction name (the conformance tests walk it). */
export const FARMS_INSTRUCTIONS = {
  initializeUser: farmsInitializeUserInstruction,
  stake: farmsStakeInstruction,
  unstake: farmsUnstakeInstruction,
  withdrawUnstakedDeposits: farmsWithdrawUnstakedDepositsInstruction,
  harvestReward: farmsHarvestRewardInstruction,
  refreshFarm: farmsRefreshFarmInstruction,
  refreshUserState: farmsRefreshUserStateInstruction,
} as const;
