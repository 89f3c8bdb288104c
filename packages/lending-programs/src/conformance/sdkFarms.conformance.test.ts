import { Farms } from '@kamino-finance/farms-sdk';
import { harvestReward } from '@kamino-finance/farms-sdk/dist/utils/operations';
import { getTreasuryVaultPDA, getUserStatePDA } from '@kamino-finance/farms-sdk/dist/utils/utils';
import {
  associatedTokenAddress,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  farmVaultPda,
  farmVaultsAuthorityPda,
  rewardTreasuryVaultPda,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { createNoopSigner, none, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { farmsHarvestRewardInstruction } from '../farms/rewardInstructions';
import {
  farmsStakeInstruction,
  farmsUnstakeInstruction,
  farmsWithdrawUnstakedDepositsInstruction,
} from '../farms/stakeInstructions';
import { farmsInitializeUserInstruction } from '../farms/userInstructions';
import { testKey } from '../testing/keys';
import { fromKit, fromWeb3, kitAddress } from '../testing/sdkInstructions';

/**
 * A wallet's farm instructions (join, stake, unstake, withdraw the unstaked deposit, harvest),
 * with the accounts the product derives for them (chain-readers' PDAs and token accounts, as the
 * strategy page's writes do), against farms-sdk 3.2.24's own: its `Farms` helpers, which derive
 * every PDA and token account themselves, and for the harvest its `harvestReward` operation with
 * its own treasury-vault PDA (`claimForUserForFarmRewardIx` calls it after reading the farm).
 */
const owner = testKey(61);
const farm = testKey(62);
const stakeMint = testKey(63);
const globalConfig = testKey(64);
const rewardMint = testKey(65);
const rewardsVault = testKey(66);
const signer = createNoopSigner(kitAddress(owner));
// The helpers compared here derive addresses only: they never call the RPC.
const farms = new Farms({} as Rpc<SolanaRpcApi>);
const farmsProgram = kitAddress(FARMS_PROGRAM_ID);

const userState = farmUserStatePda(farm, owner).address;
const userAta = associatedTokenAddress(owner, stakeMint, TOKEN_PROGRAM_ID).address;
const farmVault = farmVaultPda(farm, stakeMint).address;
const farmVaultsAuthority = farmVaultsAuthorityPda(farm).address;

describe('a wallet’s farm instructions equal farms-sdk’s', () => {
  it('derives the user state as the SDK does', async () => {
    expect(userState.toBase58()).toBe(
      await getUserStatePDA(farmsProgram, kitAddress(farm), kitAddress(owner)),
    );
  });

  it('initialize_user (the SDK passes the authority read-only, as kfarms declares it)', async () => {
    const theirs = fromKit(await farms.createNewUserIx(signer, kitAddress(farm)));
    const ours = farmsInitializeUserInstruction({
      accounts: {
        authority: owner,
        payer: owner,
        owner,
        delegatee: owner,
        userState,
        farmState: farm,
      },
    });
    // The published farms IDL this package follows marks it writable: more than the program asks.
    expect(theirs.keys[0]).toMatchObject({ signer: true, writable: false });
    theirs.keys[0]!.writable = true;
    expect(fromWeb3(ours)).toEqual(theirs);
  });

  it('stake', async () => {
    const theirs = await farms.stakeIx(
      signer,
      kitAddress(farm),
      new MathDecimal('123456789'),
      kitAddress(stakeMint),
      none(),
    );
    const ours = farmsStakeInstruction({
      accounts: {
        owner,
        userState,
        farmState: farm,
        farmVault,
        userAta,
        tokenMint: stakeMint,
        scopePrices: null,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
      args: { amount: 123_456_789n },
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('unstake (WAD-scaled shares)', async () => {
    const shares = 123_456_789n * 10n ** 18n + 5n;
    const theirs = await farms.unstakeIx(
      signer,
      kitAddress(farm),
      new MathDecimal(shares.toString()),
      none(),
    );
    const ours = farmsUnstakeInstruction({
      accounts: { owner, userState, farmState: farm, scopePrices: null },
      args: { stakeSharesScaled: shares },
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('withdraw_unstaked_deposits', async () => {
    const theirs = await farms.withdrawUnstakedDepositIx(
      signer,
      kitAddress(userState),
      kitAddress(farm),
      kitAddress(stakeMint),
    );
    const ours = farmsWithdrawUnstakedDepositsInstruction({
      accounts: {
        owner,
        userState,
        farmState: farm,
        userAta,
        farmVault,
        farmVaultsAuthority,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });

  it('harvest_reward', async () => {
    const rewardIndex = 2;
    const rewardAta = associatedTokenAddress(owner, rewardMint, TOKEN_PROGRAM_ID).address;
    const theirs = harvestReward(
      signer,
      kitAddress(userState),
      kitAddress(rewardAta),
      kitAddress(globalConfig),
      await getTreasuryVaultPDA(farmsProgram, kitAddress(globalConfig), kitAddress(rewardMint)),
      kitAddress(farm),
      kitAddress(rewardMint),
      kitAddress(rewardsVault),
      kitAddress(farmVaultsAuthority),
      none(),
      kitAddress(TOKEN_PROGRAM_ID),
      rewardIndex,
    );
    const ours = farmsHarvestRewardInstruction({
      accounts: {
        owner,
        userState,
        farmState: farm,
        globalConfig,
        rewardMint,
        userRewardAta: rewardAta,
        rewardsVault,
        rewardsTreasuryVault: rewardTreasuryVaultPda(globalConfig, rewardMint).address,
        farmVaultsAuthority,
        scopePrices: null,
        tokenProgram: TOKEN_PROGRAM_ID,
      },
      args: { rewardIndex: BigInt(rewardIndex) },
    });
    expect(fromWeb3(ours)).toEqual(fromKit(theirs));
  });
});
