/* Client-side builders of the emulated farms instructions, as an app would draft them. */
import {
  FARMS_PROGRAM_ID,
  type FarmState,
  rewardTreasuryVaultPda,
  TOKEN_PROGRAM_ID,
  toPublicKey,
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
      userState: userStateAddress(toPublicKey(farm.address), owner),
      farmState: toPublicKey(farm.address),
      farmVault: toPublicKey(farm.farmVault),
      userAta,
      tokenMint: toPublicKey(farm.token.mint),
      scopePrices: toPublicKey(NONE),
      tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    },
    u64Arg(amount),
  );
}

export function unstakeIx(farm: FarmState, owner: PublicKey, shares: bigint) {
  return farmsInstruction(
    'unstake',
    {
      owner,
      userState: userStateAddress(toPublicKey(farm.address), owner),
      farmState: toPublicKey(farm.address),
      scopePrices: toPublicKey(NONE),
    },
    u128Arg(shares),
  );
}

export function withdrawIx(farm: FarmState, owner: PublicKey, userAta: PublicKey) {
  return farmsInstruction('withdrawUnstakedDeposits', {
    owner,
    userState: userStateAddress(toPublicKey(farm.address), owner),
    farmState: toPublicKey(farm.address),
    userAta,
    farmVault: toPublicKey(farm.farmVault),
    farmVaultsAuthority: toPublicKey(farm.farmVaultsAuthority),
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
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
      userState: userStateAddress(toPublicKey(farm.address), owner),
      farmState: toPublicKey(farm.address),
      globalConfig: toPublicKey(farm.globalConfig),
      rewardMint: toPublicKey(reward.token.mint),
      userRewardAta,
      rewardsVault: toPublicKey(reward.rewardsVault),
      rewardsTreasuryVault: toPublicKey(
        rewardTreasuryVaultPda(farm.globalConfig, reward.token.mint).address,
      ),
      farmVaultsAuthority: toPublicKey(farm.farmVaultsAuthority),
      scopePrices: toPublicKey(NONE),
      tokenProgram: toPublicKey(reward.token.tokenProgram),
    },
    u64Arg(BigInt(rewardIndex)),
  );
}

export function refreshFarmIx(farm: PublicKey) {
  return farmsInstruction('refreshFarm', { farmState: farm, scopePrices: toPublicKey(NONE) });
}

export function refreshUserIx(farm: PublicKey, userState: PublicKey) {
  return farmsInstruction('refreshUserState', {
    userState,
    farmState: farm,
    scopePrices: toPublicKey(NONE),
  });
}
