import type { FarmsInstructionSpec } from './farms-instruction-types';

/**
 * The farms IDL's administration instructions (global config, farm and reward setup, vault
 * management, ownership moves). Decoded so that they fail as "not emulated" rather than as an
 * unknown instruction; their accounts are not modelled.
 */
export const FARMS_ADMIN_INSTRUCTIONS: readonly FarmsInstructionSpec[] = [
  {
    name: 'initializeGlobalConfig',
    discriminator: '71d87a83e1d11637',
    args: [],
  },
  {
    name: 'updateGlobalConfig',
    discriminator: 'a45482bd6f3afac8',
    args: [
      { name: 'mode', type: 'u8' },
      { name: 'value', type: { array: ['u8', 32] } },
    ],
  },
  {
    name: 'initializeFarm',
    discriminator: 'fc1cb9acf44a75a5',
    args: [],
  },
  {
    name: 'initializeFarmDelegated',
    discriminator: 'fa546519334dcc5b',
    args: [],
  },
  {
    name: 'initializeReward',
    discriminator: '5f87c0c4f281e644',
    args: [],
  },
  {
    name: 'addRewards',
    discriminator: '58ba19e326895117',
    args: [
      { name: 'amount', type: 'u64' },
      { name: 'rewardIndex', type: 'u64' },
    ],
  },
  {
    name: 'updateFarmConfig',
    discriminator: 'd6b0bcf4cb3be6cf',
    args: [
      { name: 'mode', type: 'u16' },
      { name: 'data', type: 'bytes' },
    ],
  },
  {
    name: 'transferOwnership',
    discriminator: '41b1d749352d632f',
    args: [{ name: 'newOwner', type: 'publicKey' }],
  },
  {
    name: 'rewardUserOnce',
    discriminator: 'db8939165eba6072',
    args: [
      { name: 'rewardIndex', type: 'u64' },
      { name: 'amount', type: 'u64' },
    ],
  },
  {
    name: 'withdrawTreasury',
    discriminator: '283f7a9e90d85360',
    args: [{ name: 'amount', type: 'u64' }],
  },
  {
    name: 'depositToFarmVault',
    discriminator: '83a6405e6cd572b7',
    args: [{ name: 'amount', type: 'u64' }],
  },
  {
    name: 'withdrawFromFarmVault',
    discriminator: '165280fa564f7c4e',
    args: [{ name: 'amount', type: 'u64' }],
  },
  {
    name: 'withdrawSlashedAmount',
    discriminator: 'cad9434aac168cd8',
    args: [],
  },
  {
    name: 'updateFarmAdmin',
    discriminator: '142588137aef2482',
    args: [],
  },
  {
    name: 'updateGlobalConfigAdmin',
    discriminator: 'b85717c19ceeaf77',
    args: [],
  },
  {
    name: 'withdrawReward',
    discriminator: 'bfbbb0890919bbf4',
    args: [
      { name: 'amount', type: 'u64' },
      { name: 'rewardIndex', type: 'u64' },
    ],
  },
  {
    name: 'idlMissingTypes',
    discriminator: '8250269950d4b6fd',
    args: [
      { name: 'globalConfigOptionKind', type: { defined: 'GlobalConfigOption' } },
      { name: 'farmConfigOptionKind', type: { defined: 'FarmConfigOption' } },
      { name: 'timeUnit', type: { defined: 'TimeUnit' } },
      { name: 'lockingMode', type: { defined: 'LockingMode' } },
      { name: 'rewardType', type: { defined: 'RewardType' } },
    ],
  },
];
