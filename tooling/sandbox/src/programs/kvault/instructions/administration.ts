import {
  KLEND_PROGRAM_ID,
  SYSTEM_PROGRAM_ID,
  sameAddress,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  ctokenVaultAddress,
  emptyVaultAllocation,
  globalConfigAddress,
  VAULT_NAME_LENGTH,
  type VaultState,
} from '@keel/vault-programs';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { RESERVE } from '../../klend/layout-offsets';
import { initializeTokenAccount } from '../../runtime/token-cpi';
import { loadVault, readReserve, requireBaseAuthority, writeVault } from '../kvault-accounts';
import { vaultFailure } from '../kvault-errors';
import { chargedHoldings, refreshVaultReserves } from '../kvault-holdings';
import { refreshRewards } from '../vault-fees';

const MAX_BPS = 10_000n;

/**
 * update_reserve_allocation(weight, cap): by the vault's admin or allocation admin; adds the
 * reserve (creating the vault's cToken account of it, paid by the signer) into the first free
 * slot, or changes its weight and cap.
 */
export function updateReserveAllocation(context: InstructionContext, args: ArgsReader): void {
  const weight = args.u64();
  const cap = args.u64();
  const signer = accountAt(context, 0, 'signer');
  const vaultMeta = accountAt(context, 1, 'vault_state');
  const authority = accountAt(context, 2, 'base_vault_authority');
  const collateralMint = accountAt(context, 3, 'reserve_collateral_mint');
  const reserveMeta = accountAt(context, 4, 'reserve');
  const ctokenVault = accountAt(context, 5, 'ctoken_vault');
  accountAt(context, 6, 'reserve_whitelist_entry');
  requireProgram(
    accountAt(context, 7, 'reserve_collateral_token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'reserve_collateral_token_program',
  );
  requireProgram(
    accountAt(context, 8, 'system_program'),
    toPublicKey(SYSTEM_PROGRAM_ID),
    'system_program',
  );
  requireSigner(signer, 'signer');
  const vault = loadVault(context, vaultMeta);
  const state = vault.data;
  if (!sameAddress(state.baseVaultAuthority, authority.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'base_vault_authority');
  }
  requireMut(collateralMint, 'reserve_collateral_mint');
  requireMut(ctokenVault, 'ctoken_vault');
  const reserve = readReserve(context, reserveMeta.address);
  if (reserve === null) throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, 'reserve');
  if (!reserve.bytes.pubkey(RESERVE.collateralMint).equals(collateralMint.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintAddress, 'reserve_collateral_mint');
  }
  const derived = ctokenVaultAddress(state.address, reserveMeta.address, context.programId);
  if (!sameAddress(derived.address, ctokenVault.address)) {
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'ctoken_vault');
  }
  if (
    !signer.address.equals(toPublicKey(state.vaultAdminAuthority)) &&
    !signer.address.equals(toPublicKey(state.allocationAdmin))
  ) {
    throw vaultFailure('WrongAdminOrAllocationAdmin');
  }
  if (!reserve.bytes.pubkey(RESERVE.liquidityMint).equals(toPublicKey(state.tokenMint))) {
    throw vaultFailure('TokenMintIncorrect');
  }
  const allocations = state.vaultAllocationStrategy.map((entry) => ({ ...entry }));
  const existing = allocations.find((entry) => sameAddress(entry.reserve, reserveMeta.address));
  if (existing !== undefined) {
    existing.targetAllocationWeight = weight;
    existing.tokenAllocationCap = cap;
  } else {
    const free = allocations.findIndex((entry) => sameAddress(entry.reserve, PublicKey.default));
    if (free < 0) throw vaultFailure('ReserveSpaceExhausted');
    requireBaseAuthority(context, state);
    initializeTokenAccount(context, {
      tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
      payer: signer.address,
      address: ctokenVault.address,
      mint: collateralMint.address,
      owner: toPublicKey(state.baseVaultAuthority),
    });
    allocations[free] = {
      ...emptyVaultAllocation(),
      reserve: reserveMeta.address,
      ctokenVault: ctokenVault.address,
      targetAllocationWeight: weight,
      tokenAllocationCap: cap,
      ctokenVaultBump: BigInt(derived.bump),
    };
  }
  writeVault(context, vault, { ...state, vaultAllocationStrategy: allocations });
}

function u64Of(data: Uint8Array): bigint {
  if (data.length !== 8) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
  return Buffer.from(data).readBigUInt64LE(0);
}

function keyOf(data: Uint8Array): PublicKey {
  if (data.length !== 32) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
  return new PublicKey(data);
}

function boolLike(data: Uint8Array): number {
  const value = u64Of(data);
  if (value > 1n) throw vaultFailure('InvalidBoolLikeValue');
  return Number(value);
}

function bps(data: Uint8Array): bigint {
  const value = u64Of(data);
  if (value > MAX_BPS) throw vaultFailure('BPSValueTooBig');
  return value;
}

/** The state with one config field changed, as update_vault_config validates it. */
function applyConfig(state: VaultState, field: string, data: Uint8Array): VaultState {
  switch (field) {
    case 'PerformanceFeeBps':
      return { ...state, performanceFeeBps: bps(data) };
    case 'ManagementFeeBps':
      return { ...state, managementFeeBps: bps(data) };
    case 'MinDepositAmount':
      return { ...state, minDepositAmount: u64Of(data) };
    case 'MinWithdrawAmount':
      return { ...state, minWithdrawAmount: u64Of(data) };
    case 'MinInvestAmount':
      return { ...state, minInvestAmount: u64Of(data) };
    case 'MinInvestDelaySlots':
      return { ...state, minInvestDelaySlots: u64Of(data) };
    case 'CrankFundFeePerReserve':
      return { ...state, crankFundFeePerReserve: u64Of(data) };
    case 'PendingVaultAdmin':
      return { ...state, pendingAdmin: keyOf(data) };
    case 'Name': {
      if (data.length > VAULT_NAME_LENGTH) throw vaultFailure('MathOverflow');
      return { ...state, name: Buffer.from(data).toString('utf8') };
    }
    case 'LookupTable':
      return { ...state, vaultLookupTable: keyOf(data) };
    case 'Farm':
      return { ...state, vaultFarm: keyOf(data) };
    case 'AllocationAdmin':
      return { ...state, allocationAdmin: keyOf(data) };
    case 'UnallocatedWeight':
      return { ...state, unallocatedWeight: u64Of(data) };
    case 'UnallocatedTokensCap':
      return { ...state, unallocatedTokensCap: u64Of(data) };
    case 'WithdrawalPenaltyLamports':
      return { ...state, withdrawalPenaltyLamports: u64Of(data) };
    case 'WithdrawalPenaltyBps':
      return { ...state, withdrawalPenaltyBps: bps(data) };
    case 'FirstLossCapitalFarm':
      return { ...state, firstLossCapitalFarm: keyOf(data) };
    case 'AllowAllocationsInWhitelistedReservesOnly':
      return { ...state, allowAllocationsInWhitelistedReservesOnly: boolLike(data) };
    case 'AllowInvestInWhitelistedReservesOnly':
      return { ...state, allowInvestInWhitelistedReservesOnly: boolLike(data) };
    default:
      return { ...state, rewardPerSecond: u64Of(data) };
  }
}

/** update_vault_config(entry, data): by the vault's admin (its pending admin for the admin). */
/** `VaultConfigField` of vault_config_operations.rs, in declaration (Borsh tag) order. */
const VAULT_CONFIG_FIELDS = [
  'PerformanceFeeBps',
  'ManagementFeeBps',
  'MinDepositAmount',
  'MinWithdrawAmount',
  'MinInvestAmount',
  'MinInvestDelaySlots',
  'CrankFundFeePerReserve',
  'PendingVaultAdmin',
  'Name',
  'LookupTable',
  'Farm',
  'AllocationAdmin',
  'UnallocatedWeight',
  'UnallocatedTokensCap',
  'WithdrawalPenaltyLamports',
  'WithdrawalPenaltyBps',
  'FirstLossCapitalFarm',
  'AllowAllocationsInWhitelistedReservesOnly',
  'AllowInvestInWhitelistedReservesOnly',
  'RewardPerSecond',
] as const;
/** update_vault_config's declared accounts; the vault's reserves and markets follow. */
const CONFIG_FIXED_ACCOUNTS = 4;

export function updateVaultConfig(context: InstructionContext, args: ArgsReader): void {
  const tag = args.u8();
  const field = VAULT_CONFIG_FIELDS[tag];
  if (field === undefined) throw anchorError(ANCHOR_ERRORS.InstructionDidNotDeserialize);
  const length = args.u32();
  const data = new Uint8Array(length);
  for (let i = 0; i < length; i += 1) data[i] = args.u8();
  const signer = accountAt(context, 0, 'signer');
  requireAddress(
    accountAt(context, 1, 'global_config'),
    toPublicKey(globalConfigAddress(context.programId).address),
    'global_config',
  );
  const vaultMeta = accountAt(context, 2, 'vault_state');
  requireProgram(
    accountAt(context, 3, 'klend_program'),
    toPublicKey(KLEND_PROGRAM_ID),
    'klend_program',
  );
  requireSigner(signer, 'signer');
  const vault = loadVault(context, vaultMeta);
  if (!signer.address.equals(toPublicKey(vault.data.vaultAdminAuthority))) {
    throw vaultFailure('AdminAuthorityIncorrect');
  }
  // The reserves refreshed and the fees charged up to now, before the change applies.
  refreshVaultReserves(context, vault.data, CONFIG_FIXED_ACCOUNTS);
  const rewarded = refreshRewards(vault.data, context.clock.unixTimestamp);
  const { state } = chargedHoldings(context, rewarded, CONFIG_FIXED_ACCOUNTS);
  context.log(`Update vault config: ${field}`);
  writeVault(context, vault, applyConfig(state, field, data));
}
