import {
  type Address,
  accountMetas,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  u64Bytes,
} from '@keel/chain-readers';
import { SYSVAR_RENT_PUBKEY, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { VAULT_NAME_LENGTH } from '../accounts/vaultState';
import {
  baseVaultAuthorityAddress,
  globalConfigAddress,
  sharesMintAddress,
  tokenVaultAddress,
} from '../pda';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import {
  programsOf,
  reserveCpiAccounts,
  reserveRemainingAccounts,
  type VaultKeys,
  type VaultPrograms,
  type VaultReserveKeys,
} from './vaultKeys';

export interface InitVaultInput extends VaultPrograms {
  admin: Address;
  /** A new account of VAULT_STATE_SIZE bytes owned by the program (created just before). */
  vault: Address;
  tokenMint: Address;
  tokenProgram?: Address;
  /** The admin's account of the token: the program takes a small first deposit from it. */
  adminTokenAccount: Address;
}

/**
 * init_vault(): accounts admin_authority (ws), vault_state (w), base_vault_authority, token_vault
 * (w), base_token_mint, shares_mint (w), admin_token_account (w), system_program, rent,
 * token_program, shares_token_program. The token vault and the shares mint are created at their
 * PDAs.
 */
export function initVaultInstruction(input: InitVaultInput): TransactionInstruction {
  const { programId } = programsOf(input);
  return new TransactionInstruction({
    programId: toPublicKey(programId),
    keys: accountMetas([
      [input.admin, 'ws'],
      [input.vault, 'w'],
      [baseVaultAuthorityAddress(input.vault, programId).address, 'r'],
      [tokenVaultAddress(input.vault, programId).address, 'w'],
      [input.tokenMint, 'r'],
      [sharesMintAddress(input.vault, programId).address, 'w'],
      [input.adminTokenAccount, 'w'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [SYSVAR_RENT_PUBKEY, 'r'],
      [input.tokenProgram ?? TOKEN_PROGRAM_ID, 'r'],
      [TOKEN_PROGRAM_ID, 'r'],
    ]),
    data: Buffer.from(VAULT_INSTRUCTION_DISCRIMINATORS.initVault),
  });
}

export interface UpdateReserveAllocationInput extends VaultPrograms {
  /** The vault's admin or allocation admin. */
  signer: Address;
  vault: Address;
  baseVaultAuthority: Address;
  reserve: VaultReserveKeys;
  weight: bigint;
  /** Most tokens the vault may invest in the reserve. */
  cap: bigint;
  /** The reserve's whitelist entry when it has one (`reserveWhitelistEntryAddress`), else none. */
  reserveWhitelistEntry?: Address | null;
}

/**
 * update_reserve_allocation(weight, cap): adds the reserve to the vault (creating its cToken
 * vault) or changes its weight and cap. Accounts: signer (ws), vault_state (w),
 * base_vault_authority, reserve_collateral_mint (w), reserve, ctoken_vault (w),
 * reserve_whitelist_entry (optional: the program id stands for none), reserve collateral token
 * program, system_program, rent.
 */
export function updateReserveAllocationInstruction(
  input: UpdateReserveAllocationInput,
): TransactionInstruction {
  const programs = programsOf(input);
  const cpi = reserveCpiAccounts(input.vault, input.reserve, programs);
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: accountMetas([
      [input.signer, 'ws'],
      [input.vault, 'w'],
      [input.baseVaultAuthority, 'r'],
      [cpi.reserveCollateralMint, 'w'],
      [cpi.reserve, 'r'],
      [cpi.ctokenVault, 'w'],
      [input.reserveWhitelistEntry ?? programs.programId, 'r'],
      [programs.collateralTokenProgramId, 'r'],
      [SYSTEM_PROGRAM_ID, 'r'],
      [SYSVAR_RENT_PUBKEY, 'r'],
    ]),
    data: Buffer.concat([
      VAULT_INSTRUCTION_DISCRIMINATORS.updateReserveAllocation,
      u64Bytes(input.weight, 'weight'),
      u64Bytes(input.cap, 'cap'),
    ]),
  });
}

export interface InvestInput extends VaultPrograms {
  /** Anyone (a crank); pays nothing unless the vault charges a crank fee. */
  payer: Address;
  /** The payer's account of the vault's token (the crank fee's source). */
  payerTokenAccount: Address;
  vault: VaultKeys;
  reserve: VaultReserveKeys;
  vaultReserves: readonly { reserve: Address; lendingMarket: Address }[];
  /** The reserve's whitelist entry when it has one (`reserveWhitelistEntryAddress`), else none. */
  reserveWhitelistEntry?: Address | null;
}

/**
 * invest(): moves the vault toward its target allocation in one reserve (deposits the available
 * tokens its weight calls for, or disinvests what is above it). Accounts: payer (ws),
 * payer_token_account (w), vault_state (w), token_vault (w), token_mint (w), base_vault_authority
 * (w), ctoken_vault (w), reserve (w), lending_market, lending_market_authority,
 * reserve_liquidity_supply (w), reserve_collateral_mint (w), reserve_whitelist_entry (optional),
 * klend_program, reserve_collateral_token_program, token_program, instruction_sysvar_account; then
 * the vault's reserves.
 */
export function investInstruction(input: InvestInput): TransactionInstruction {
  const programs = programsOf(input);
  const { vault } = input;
  const cpi = reserveCpiAccounts(vault.vault, input.reserve, programs);
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: [
      ...accountMetas([
        [input.payer, 'ws'],
        [input.payerTokenAccount, 'w'],
        [vault.vault, 'w'],
        [vault.tokenVault, 'w'],
        [vault.tokenMint, 'w'],
        [vault.baseVaultAuthority, 'w'],
        [cpi.ctokenVault, 'w'],
        [cpi.reserve, 'w'],
        [cpi.lendingMarket, 'r'],
        [cpi.lendingMarketAuthority, 'r'],
        [cpi.reserveLiquiditySupply, 'w'],
        [cpi.reserveCollateralMint, 'w'],
        [input.reserveWhitelistEntry ?? programs.programId, 'r'],
        [programs.klendProgramId, 'r'],
        [programs.collateralTokenProgramId, 'r'],
        [vault.tokenProgram, 'r'],
        [cpi.instructionSysvar, 'r'],
      ]),
      ...reserveRemainingAccounts(input.vaultReserves),
    ],
    data: Buffer.from(VAULT_INSTRUCTION_DISCRIMINATORS.invest),
  });
}

/** `VaultConfigField`, in the program's order (its Borsh tag is the index). */
export const VAULT_CONFIG_FIELDS = [
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

export type VaultConfigField = (typeof VAULT_CONFIG_FIELDS)[number];

export interface UpdateVaultConfigInput extends VaultPrograms {
  /** The vault's admin. */
  signer: Address;
  vault: Address;
  field: VaultConfigField;
  /** The new value's bytes: a u64 LE for the numbers, 32 bytes for a key, the name's UTF-8. */
  value: Uint8Array;
  /**
   * Every reserve the vault allocates to, with its lending market: the program refreshes them and
   * charges the vault's fees before the change, so a vault with allocations needs them all (none
   * for a vault that has none yet, e.g. right after init_vault).
   */
  vaultReserves?: readonly { reserve: Address; lendingMarket: Address }[];
}

/** The name as the program stores it and the official client sends it: UTF-8, zero-padded. */
function paddedName(value: Uint8Array): Uint8Array {
  if (value.length > VAULT_NAME_LENGTH) {
    throw new RangeError(`The vault name is over ${VAULT_NAME_LENGTH} bytes`);
  }
  const padded = new Uint8Array(VAULT_NAME_LENGTH);
  padded.set(value);
  return padded;
}

/**
 * update_vault_config(entry, data): accounts signer (s), global_config, vault_state (w),
 * klend_program, then the vault's reserves and their markets; args the field's tag (u8) and the
 * value as Borsh `bytes` (u32 length + bytes). A name is sent padded to 40 bytes.
 */
export function updateVaultConfigInstruction(
  input: UpdateVaultConfigInput,
): TransactionInstruction {
  const programs = programsOf(input);
  const value = input.field === 'Name' ? paddedName(input.value) : input.value;
  const length = Buffer.alloc(4);
  length.writeUInt32LE(value.length, 0);
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: [
      ...accountMetas([
        [input.signer, 's'],
        [globalConfigAddress(programs.programId).address, 'r'],
        [input.vault, 'w'],
        [programs.klendProgramId, 'r'],
      ]),
      ...reserveRemainingAccounts(input.vaultReserves ?? []),
    ],
    data: Buffer.concat([
      VAULT_INSTRUCTION_DISCRIMINATORS.updateVaultConfig,
      Uint8Array.of(VAULT_CONFIG_FIELDS.indexOf(input.field)),
      length,
      value,
    ]),
  });
}

/** A u64 config value (fees in bps, minimums, slots, lamports) as update_vault_config takes it. */
export function u64ConfigValue(value: bigint): Uint8Array {
  return u64Bytes(value, 'value');
}
