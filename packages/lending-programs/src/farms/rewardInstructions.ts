import { account, arg, instructionSpec, optionalAccount } from '../spec/instructionSpec';
import { farmsInstruction } from './farmsInstruction';

/**
 * harvest_reward: pays reward `rewardIndex` to `userRewardAta` (names as in the published IDL;
 * newer farms SDKs call the first account `payer` and the destination `userRewardTokenAccount`).
 */
export const farmsHarvestRewardInstruction = farmsInstruction(
  instructionSpec(
    'harvestReward',
    '44c8e4e9b820e2bc',
    [
      account('owner', 'ws'),
      account('userState', 'w'),
      account('farmState', 'w'),
      account('globalConfig', 'r'),
      account('rewardMint', 'r'),
      account('userRewardAta', 'w'),
      account('rewardsVault', 'w'),
      account('rewardsTreasuryVault', 'w'),
      account('farmVaultsAuthority', 'r'),
      optionalAccount('scopePrices', 'r'),
      account('tokenProgram', 'r'),
    ],
    [arg('rewardIndex', 'u64')],
  ),
);
