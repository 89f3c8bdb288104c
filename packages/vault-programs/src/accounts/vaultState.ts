import {
  type AccountBytes,
  type Address,
  type AnchorAccountSpec,
  anchorAccountWriter,
  type DecodeOptions,
  decodeAnchorAccount,
} from '@keel/chain-readers';
import { VAULT_PROGRAM_ID } from '../programId';
import { VAULT_ACCOUNT_DISCRIMINATORS } from './discriminators';
import {
  emptyVaultAllocation,
  MAX_VAULT_ALLOCATIONS,
  readVaultAllocation,
  VAULT_ALLOCATION_SIZE,
  type VaultAllocation,
  writeVaultAllocation,
} from './vaultAllocation';

/** An earn vault: its token, shares, accounting, fees and the reserves it allocates to. */
export interface VaultState {
  address: Address;
  vaultAdminAuthority: Address;
  baseVaultAuthority: Address;
  baseVaultAuthorityBump: bigint;
  tokenMint: Address;
  tokenMintDecimals: bigint;
  tokenVault: Address;
  tokenProgram: Address;
  sharesMint: Address;
  sharesMintDecimals: bigint;
  /** Tokens in the token vault, not invested (raw). */
  tokenAvailable: bigint;
  sharesIssued: bigint;
  availableCrankFunds: bigint;
  unallocatedWeight: bigint;
  performanceFeeBps: bigint;
  managementFeeBps: bigint;
  lastFeeChargeTimestamp: bigint;
  /** Scaled fractions (60 fractional bits). */
  prevAumSf: bigint;
  pendingFeesSf: bigint;
  /** All 25 slots, free ones included (see `activeAllocations`). */
  vaultAllocationStrategy: VaultAllocation[];
  minDepositAmount: bigint;
  minWithdrawAmount: bigint;
  minInvestAmount: bigint;
  minInvestDelaySlots: bigint;
  crankFundFeePerReserve: bigint;
  pendingAdmin: Address;
  cumulativeEarnedInterestSf: bigint;
  cumulativeMgmtFeesSf: bigint;
  cumulativePerfFeesSf: bigint;
  /** 40 bytes, zero-padded UTF-8. */
  name: string;
  vaultLookupTable: Address;
  vaultFarm: Address;
  creationTimestamp: bigint;
  unallocatedTokensCap: bigint;
  allocationAdmin: Address;
  withdrawalPenaltyLamports: bigint;
  withdrawalPenaltyBps: bigint;
  firstLossCapitalFarm: Address;
  allowAllocationsInWhitelistedReservesOnly: number;
  allowInvestInWhitelistedReservesOnly: number;
  rewardPerSecond: bigint;
  rewardLastIssuanceTs: bigint;
  rewardsAvailable: bigint;
  cumulativeRewardsDistributed: bigint;
}

/** 8 + the zero-copy struct (no implicit padding: every field is 8-aligned on the chain). */
export const VAULT_STATE_SIZE = 62_552;
export const VAULT_NAME_LENGTH = 40;

const SPEC: AnchorAccountSpec = {
  accountType: 'VaultState',
  programId: VAULT_PROGRAM_ID,
  discriminator: VAULT_ACCOUNT_DISCRIMINATORS.VaultState,
  size: VAULT_STATE_SIZE,
};

/** Field offsets (after the 8-byte discriminator). */
export const VAULT_STATE_OFFSETS = {
  vaultAdminAuthority: 8,
  baseVaultAuthority: 40,
  baseVaultAuthorityBump: 72,
  tokenMint: 80,
  tokenMintDecimals: 112,
  tokenVault: 120,
  tokenProgram: 152,
  sharesMint: 184,
  sharesMintDecimals: 216,
  tokenAvailable: 224,
  sharesIssued: 232,
  availableCrankFunds: 240,
  unallocatedWeight: 248,
  performanceFeeBps: 256,
  managementFeeBps: 264,
  lastFeeChargeTimestamp: 272,
  prevAumSf: 280,
  pendingFeesSf: 296,
  vaultAllocationStrategy: 312,
  minDepositAmount: 58_408,
  minWithdrawAmount: 58_416,
  minInvestAmount: 58_424,
  minInvestDelaySlots: 58_432,
  crankFundFeePerReserve: 58_440,
  pendingAdmin: 58_448,
  cumulativeEarnedInterestSf: 58_480,
  cumulativeMgmtFeesSf: 58_496,
  cumulativePerfFeesSf: 58_512,
  name: 58_528,
  vaultLookupTable: 58_568,
  vaultFarm: 58_600,
  creationTimestamp: 58_632,
  unallocatedTokensCap: 58_640,
  allocationAdmin: 58_648,
  withdrawalPenaltyLamports: 58_680,
  withdrawalPenaltyBps: 58_688,
  firstLossCapitalFarm: 58_696,
  allowAllocationsInWhitelistedReservesOnly: 58_728,
  allowInvestInWhitelistedReservesOnly: 58_729,
  rewardInfo: 58_744,
} as const;

const AT = VAULT_STATE_OFFSETS;
const slot = (index: number) => AT.vaultAllocationStrategy + index * VAULT_ALLOCATION_SIZE;

export function decodeVaultState(
  address: Address,
  account: AccountBytes,
  options: DecodeOptions = {},
): VaultState {
  return decodeAnchorAccount(
    SPEC,
    address,
    account,
    (r) => ({
      address,
      vaultAdminAuthority: r.pubkey(AT.vaultAdminAuthority),
      baseVaultAuthority: r.pubkey(AT.baseVaultAuthority),
      baseVaultAuthorityBump: r.u64(AT.baseVaultAuthorityBump),
      tokenMint: r.pubkey(AT.tokenMint),
      tokenMintDecimals: r.u64(AT.tokenMintDecimals),
      tokenVault: r.pubkey(AT.tokenVault),
      tokenProgram: r.pubkey(AT.tokenProgram),
      sharesMint: r.pubkey(AT.sharesMint),
      sharesMintDecimals: r.u64(AT.sharesMintDecimals),
      tokenAvailable: r.u64(AT.tokenAvailable),
      sharesIssued: r.u64(AT.sharesIssued),
      availableCrankFunds: r.u64(AT.availableCrankFunds),
      unallocatedWeight: r.u64(AT.unallocatedWeight),
      performanceFeeBps: r.u64(AT.performanceFeeBps),
      managementFeeBps: r.u64(AT.managementFeeBps),
      lastFeeChargeTimestamp: r.u64(AT.lastFeeChargeTimestamp),
      prevAumSf: r.u128(AT.prevAumSf),
      pendingFeesSf: r.u128(AT.pendingFeesSf),
      vaultAllocationStrategy: Array.from({ length: MAX_VAULT_ALLOCATIONS }, (_, index) =>
        readVaultAllocation(r, slot(index)),
      ),
      minDepositAmount: r.u64(AT.minDepositAmount),
      minWithdrawAmount: r.u64(AT.minWithdrawAmount),
      minInvestAmount: r.u64(AT.minInvestAmount),
      minInvestDelaySlots: r.u64(AT.minInvestDelaySlots),
      crankFundFeePerReserve: r.u64(AT.crankFundFeePerReserve),
      pendingAdmin: r.pubkey(AT.pendingAdmin),
      cumulativeEarnedInterestSf: r.u128(AT.cumulativeEarnedInterestSf),
      cumulativeMgmtFeesSf: r.u128(AT.cumulativeMgmtFeesSf),
      cumulativePerfFeesSf: r.u128(AT.cumulativePerfFeesSf),
      name: r.paddedString(AT.name, VAULT_NAME_LENGTH),
      vaultLookupTable: r.pubkey(AT.vaultLookupTable),
      vaultFarm: r.pubkey(AT.vaultFarm),
      creationTimestamp: r.u64(AT.creationTimestamp),
      unallocatedTokensCap: r.u64(AT.unallocatedTokensCap),
      allocationAdmin: r.pubkey(AT.allocationAdmin),
      withdrawalPenaltyLamports: r.u64(AT.withdrawalPenaltyLamports),
      withdrawalPenaltyBps: r.u64(AT.withdrawalPenaltyBps),
      firstLossCapitalFarm: r.pubkey(AT.firstLossCapitalFarm),
      allowAllocationsInWhitelistedReservesOnly: r.u8(AT.allowAllocationsInWhitelistedReservesOnly),
      allowInvestInWhitelistedReservesOnly: r.u8(AT.allowInvestInWhitelistedReservesOnly),
      rewardPerSecond: r.u64(AT.rewardInfo),
      rewardLastIssuanceTs: r.u64(AT.rewardInfo + 8),
      rewardsAvailable: r.u64(AT.rewardInfo + 16),
      cumulativeRewardsDistributed: r.u64(AT.rewardInfo + 24),
    }),
    options,
  );
}

/** The account's bytes (paddings zero; free allocation slots zero). */
export function encodeVaultState(state: Omit<VaultState, 'address'>): Uint8Array {
  if (state.vaultAllocationStrategy.length > MAX_VAULT_ALLOCATIONS) {
    throw new RangeError(`A vault has at most ${MAX_VAULT_ALLOCATIONS} allocations`);
  }
  const w = anchorAccountWriter(SPEC)
    .pubkey(AT.vaultAdminAuthority, state.vaultAdminAuthority)
    .pubkey(AT.baseVaultAuthority, state.baseVaultAuthority)
    .u64(AT.baseVaultAuthorityBump, state.baseVaultAuthorityBump)
    .pubkey(AT.tokenMint, state.tokenMint)
    .u64(AT.tokenMintDecimals, state.tokenMintDecimals)
    .pubkey(AT.tokenVault, state.tokenVault)
    .pubkey(AT.tokenProgram, state.tokenProgram)
    .pubkey(AT.sharesMint, state.sharesMint)
    .u64(AT.sharesMintDecimals, state.sharesMintDecimals)
    .u64(AT.tokenAvailable, state.tokenAvailable)
    .u64(AT.sharesIssued, state.sharesIssued)
    .u64(AT.availableCrankFunds, state.availableCrankFunds)
    .u64(AT.unallocatedWeight, state.unallocatedWeight)
    .u64(AT.performanceFeeBps, state.performanceFeeBps)
    .u64(AT.managementFeeBps, state.managementFeeBps)
    .u64(AT.lastFeeChargeTimestamp, state.lastFeeChargeTimestamp)
    .u128(AT.prevAumSf, state.prevAumSf)
    .u128(AT.pendingFeesSf, state.pendingFeesSf)
    .u64(AT.minDepositAmount, state.minDepositAmount)
    .u64(AT.minWithdrawAmount, state.minWithdrawAmount)
    .u64(AT.minInvestAmount, state.minInvestAmount)
    .u64(AT.minInvestDelaySlots, state.minInvestDelaySlots)
    .u64(AT.crankFundFeePerReserve, state.crankFundFeePerReserve)
    .pubkey(AT.pendingAdmin, state.pendingAdmin)
    .u128(AT.cumulativeEarnedInterestSf, state.cumulativeEarnedInterestSf)
    .u128(AT.cumulativeMgmtFeesSf, state.cumulativeMgmtFeesSf)
    .u128(AT.cumulativePerfFeesSf, state.cumulativePerfFeesSf)
    .paddedString(AT.name, VAULT_NAME_LENGTH, state.name)
    .pubkey(AT.vaultLookupTable, state.vaultLookupTable)
    .pubkey(AT.vaultFarm, state.vaultFarm)
    .u64(AT.creationTimestamp, state.creationTimestamp)
    .u64(AT.unallocatedTokensCap, state.unallocatedTokensCap)
    .pubkey(AT.allocationAdmin, state.allocationAdmin)
    .u64(AT.withdrawalPenaltyLamports, state.withdrawalPenaltyLamports)
    .u64(AT.withdrawalPenaltyBps, state.withdrawalPenaltyBps)
    .pubkey(AT.firstLossCapitalFarm, state.firstLossCapitalFarm)
    .u8(
      AT.allowAllocationsInWhitelistedReservesOnly,
      state.allowAllocationsInWhitelistedReservesOnly,
    )
    .u8(AT.allowInvestInWhitelistedReservesOnly, state.allowInvestInWhitelistedReservesOnly)
    .u64(AT.rewardInfo, state.rewardPerSecond)
    .u64(AT.rewardInfo + 8, state.rewardLastIssuanceTs)
    .u64(AT.rewardInfo + 16, state.rewardsAvailable)
    .u64(AT.rewardInfo + 24, state.cumulativeRewardsDistributed);
  for (let index = 0; index < MAX_VAULT_ALLOCATIONS; index += 1) {
    writeVaultAllocation(
      w,
      slot(index),
      state.vaultAllocationStrategy[index] ?? emptyVaultAllocation(),
    );
  }
  return w.toBytes();
}
