import type { FarmsInstructionSpec } from './farms-instruction-types';

/**
 * The user-side instructions the sandbox emulates, as the farms IDL (farms-sdk 2.0.3, kfarms
 * 0.16.0) declares them. `initializeUser` serves both kinds of farm: on a delegated farm (klend
 * reserve farms) its authority is the farm's delegate, klend's lending market authority, signing
 * by CPI. `setStakeDelegated` exists only for delegated farms: klend sets an obligation's stake
 * with it. The others refuse delegated farms (FarmDelegated) or treat both alike (refreshes,
 * harvest).
 */
export const FARMS_USER_INSTRUCTIONS = {
  initializeUser: {
    name: 'initializeUser',
    discriminator: '6f11b9fa3c7a26fe',
    args: [],
    accounts: [
      // Read-only, as the program's source declares it (`authority: Signer`): klend signs for it
      // by CPI with its read-only lending market authority. The published IDL says mutable.
      { name: 'authority', isMut: false, isSigner: true },
      { name: 'payer', isMut: true, isSigner: true },
      { name: 'owner', isMut: false, isSigner: false },
      { name: 'delegatee', isMut: false, isSigner: false },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'systemProgram', isMut: false, isSigner: false },
      { name: 'rent', isMut: false, isSigner: false },
    ],
  },
  refreshFarm: {
    name: 'refreshFarm',
    discriminator: 'd6838ab790c2ac2a',
    args: [],
    accounts: [
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'scopePrices', isMut: false, isSigner: false, isOptional: true },
    ],
  },
  stake: {
    name: 'stake',
    discriminator: 'ceb0ca12c8d1b36c',
    args: [{ name: 'amount', type: 'u64' }],
    accounts: [
      { name: 'owner', isMut: false, isSigner: true },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'farmVault', isMut: true, isSigner: false },
      { name: 'userAta', isMut: true, isSigner: false },
      { name: 'tokenMint', isMut: false, isSigner: false },
      { name: 'scopePrices', isMut: false, isSigner: false, isOptional: true },
      { name: 'tokenProgram', isMut: false, isSigner: false },
    ],
  },
  setStakeDelegated: {
    name: 'setStakeDelegated',
    discriminator: '49abb84b1e38c6df',
    args: [{ name: 'newAmount', type: 'u64' }],
    accounts: [
      { name: 'delegateAuthority', isMut: false, isSigner: true },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
    ],
  },
  harvestReward: {
    name: 'harvestReward',
    discriminator: '44c8e4e9b820e2bc',
    args: [{ name: 'rewardIndex', type: 'u64' }],
    accounts: [
      { name: 'owner', isMut: true, isSigner: true },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'globalConfig', isMut: false, isSigner: false },
      { name: 'rewardMint', isMut: false, isSigner: false },
      { name: 'userRewardAta', isMut: true, isSigner: false },
      { name: 'rewardsVault', isMut: true, isSigner: false },
      { name: 'rewardsTreasuryVault', isMut: true, isSigner: false },
      { name: 'farmVaultsAuthority', isMut: false, isSigner: false },
      { name: 'scopePrices', isMut: false, isSigner: false, isOptional: true },
      { name: 'tokenProgram', isMut: false, isSigner: false },
    ],
  },
  unstake: {
    name: 'unstake',
    discriminator: '5a5f6b2acd7c32e1',
    args: [{ name: 'stakeSharesScaled', type: 'u128' }],
    accounts: [
      { name: 'owner', isMut: true, isSigner: true },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'scopePrices', isMut: false, isSigner: false, isOptional: true },
    ],
  },
  refreshUserState: {
    name: 'refreshUserState',
    discriminator: '01870c3ef38c4d6c',
    args: [],
    accounts: [
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'scopePrices', isMut: false, isSigner: false, isOptional: true },
    ],
  },
  withdrawUnstakedDeposits: {
    name: 'withdrawUnstakedDeposits',
    discriminator: '2466bb31dc248443',
    args: [],
    accounts: [
      { name: 'owner', isMut: true, isSigner: true },
      { name: 'userState', isMut: true, isSigner: false },
      { name: 'farmState', isMut: true, isSigner: false },
      { name: 'userAta', isMut: true, isSigner: false },
      { name: 'farmVault', isMut: true, isSigner: false },
      { name: 'farmVaultsAuthority', isMut: false, isSigner: false },
      { name: 'tokenProgram', isMut: false, isSigner: false },
    ],
  },
} as const satisfies Record<string, FarmsInstructionSpec>;

export type FarmsUserInstruction = keyof typeof FARMS_USER_INSTRUCTIONS;

/**
 * Where the emulation follows the program's source (kfarms handler_initialize_user.rs) over the
 * published IDL file, which predates it: instruction → account → the source's flags.
 */
export const SOURCE_OVER_IDL: Readonly<
  Record<string, Readonly<Record<string, { isMut: boolean }>>>
> = { initializeUser: { authority: { isMut: false } } };
