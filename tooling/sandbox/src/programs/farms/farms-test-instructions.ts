/* Client-side builders of the emulated farms instructions, as an app would draft them. */
import {
  FARMS_PROGRAM_ID,
  type FarmState,
  rewardTreasuryVaultPda,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import type { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { farmsInstruction, u64Arg, u128Arg, userStateAddress } from './farms-test-kit';

/** Optional accounts left out are passed as the program id (Anchor's None). */
const NONE = FARMS_PROGRAM_ID;

export function stakeIx(farm: FarmState, owner: PublicKey, userAta: PublicKey, amount: bigint) {
  return farmsInstruction(
    'stake',
    {
      owner,
      userState: userStateAddress(farm.address, owner),
      farmState: farm.address,
      farmVault: farm.farmVault,
      userAta,
      tokenMint: farm.token.mint,
      scopePrices: NONE,
      tokenProgram: TOKEN_PROGRAM_ID,
    },
    u64Arg(amount),
  );
}

export function unstakeIx(farm: FarmState, owner: PublicKey, shares: bigint) {
  return farmsInstruction(
    'unstake',
    {
      owner,
      userState: userStateAddress(farm.address, owner),
      farmState: farm.address,
      scopePrices: NONE,
    },
    u128Arg(shares),
  );
}

export function withdrawIx(farm: FarmState, owner: PublicKey, userAta: PublicKey) {
  return farmsInstruction('withdrawUnstakedDeposits', {
    owner,
    userState: userStateAddress(farm.address, owner),
    farmState: farm.address,
    userAta,
    farmVault: farm.farmVault,
    farmVaultsAuthority: farm.farmVaultsAuthority,
    tokenProgram: TOKEN_PROGRAM_ID,
  });
}

export function harvestIx(
  farm: FarmState,
  owner: PublicKey,
  userRewardAta: PublicKey,
  rewardIndex = 0,
): TransactionInstruction {
  const reward = farm.rewardInfos[rewardIndex] ?? farm.rewardInfos[0];
  if (reward === undefined) throw new Error('the farm has no reward');
  return farmsInstruction(
    'harvestReward',
    {
      owner,
      userState: userStateAddress(farm.address, owner),
      farmState: farm.address,
      globalConfig: farm.globalConfig,
      rewardMint: reward.token.mint,
      userRewardAta,
      rewardsVault: reward.rewardsVault,
      rewardsTreasuryVault: rewardTreasuryVaultPda(farm.globalConfig, reward.token.mint).address,
      farmVaultsAuthority: farm.farmVaultsAuthority,
      scopePrices: NONE,
      tokenProgram: reward.token.tokenProgram,
    },
    u64Arg(BigInt(rewardIndex)),
  );
}

export function refreshFarmIx(farm: PublicKey) {
  return farmsInstruction('refreshFarm', { farmState: farm, scopePrices: NONE });
}

export function refreshUserIx(farm: PublicKey, userState: PublicKey) {
  return farmsInstruction('refreshUserState', {
    userState,
    farmState: farm,
    scopePrices: NONE,
  });
}
