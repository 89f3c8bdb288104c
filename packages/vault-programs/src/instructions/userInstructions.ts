import {
  type Address,
  accountMetas,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  u64Bytes,
} from '@keel/chain-readers';
import { TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { eventAuthorityAddress, globalConfigAddress } from '../pda';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import {
  programsOf,
  reserveCpiAccounts,
  reserveRemainingAccounts,
  type VaultKeys,
  type VaultPrograms,
  type VaultReserveKeys,
} from './vaultKeys';

/** What every user instruction takes: the vault, the user and its two token accounts. */
export interface VaultUserInput extends VaultPrograms {
  vault: VaultKeys;
  user: Address;
  /** The user's token account of the vault's token (its ATA). */
  userTokenAta: Address;
  /** The user's token account of the shares (its ATA, classic token program). */
  userSharesAta: Address;
  /** Every reserve the vault allocates to, with its lending market (the vault's value). */
  vaultReserves: readonly { reserve: Address; lendingMarket: Address }[];
}

export interface DepositInput extends VaultUserInput {
  /** Raw tokens; the program takes at most this much (what the minted shares are worth). */
  maxAmount: bigint;
}

/**
 * deposit(max_amount): the user's tokens into the token vault, shares minted to the user at the
 * vault's share price. Accounts: user (ws), vault_state (w), token_vault (w), token_mint,
 * base_vault_authority, shares_mint (w), user_token_ata (w), user_shares_ata (w), klend_program,
 * token_program, shares_token_program, event_authority, program; then the vault's reserves.
 */
export function depositInstruction(input: DepositInput): TransactionInstruction {
  const programs = programsOf(input);
  const { vault } = input;
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: [
      ...accountMetas([
        [input.user, 'ws'],
        [vault.vault, 'w'],
        [vault.tokenVault, 'w'],
        [vault.tokenMint, 'r'],
        [vault.baseVaultAuthority, 'r'],
        [vault.sharesMint, 'w'],
        [input.userTokenAta, 'w'],
        [input.userSharesAta, 'w'],
        [programs.klendProgramId, 'r'],
        [vault.tokenProgram, 'r'],
        [TOKEN_PROGRAM_ID, 'r'],
        [eventAuthorityAddress(programs.programId).address, 'r'],
        [programs.programId, 'r'],
      ]),
      ...reserveRemainingAccounts(input.vaultReserves),
    ],
    data: Buffer.concat([
      VAULT_INSTRUCTION_DISCRIMINATORS.deposit,
      u64Bytes(input.maxAmount, 'maxAmount'),
    ]),
  });
}

export interface WithdrawFromAvailableInput extends VaultUserInput {
  sharesAmount: bigint;
}

function withdrawFromAvailableMetas(
  input: VaultUserInput,
  programs: ReturnType<typeof programsOf>,
) {
  const { vault } = input;
  return accountMetas([
    [input.user, 's'],
    [vault.vault, 'w'],
    [globalConfigAddress(programs.programId).address, 'r'],
    [vault.tokenVault, 'w'],
    [vault.baseVaultAuthority, 'r'],
    [input.userTokenAta, 'w'],
    [vault.tokenMint, 'w'],
    [input.userSharesAta, 'w'],
    [vault.sharesMint, 'w'],
    [vault.tokenProgram, 'r'],
    [TOKEN_PROGRAM_ID, 'r'],
    [programs.klendProgramId, 'r'],
    [eventAuthorityAddress(programs.programId).address, 'r'],
    [programs.programId, 'r'],
  ]);
}

/**
 * withdraw_from_available(shares_amount): shares burnt for tokens out of the token vault only
 * (what is not invested). Accounts: user (s), vault_state (w), global_config, token_vault (w),
 * base_vault_authority, user_token_ata (w), token_mint (w), user_shares_ata (w), shares_mint (w),
 * token_program, shares_token_program, klend_program, event_authority, program; then the reserves.
 */
export function withdrawFromAvailableInstruction(
  input: WithdrawFromAvailableInput,
): TransactionInstruction {
  const programs = programsOf(input);
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: [
      ...withdrawFromAvailableMetas(input, programs),
      ...reserveRemainingAccounts(input.vaultReserves),
    ],
    data: Buffer.concat([
      VAULT_INSTRUCTION_DISCRIMINATORS.withdrawFromAvailable,
      u64Bytes(input.sharesAmount, 'sharesAmount'),
    ]),
  });
}

export interface WithdrawInput extends WithdrawFromAvailableInput {
  /** The reserve the program disinvests from when the available tokens do not cover the shares. */
  fromReserve: VaultReserveKeys;
}

/**
 * withdraw(shares_amount): the program pays from the available tokens first, then disinvests the
 * rest from `fromReserve` (redeeming the vault's cTokens through the lending program). Accounts:
 * the withdraw_from_available group, then the withdraw_from_reserve_accounts group — vault_state
 * (w), reserve (w), ctoken_vault (w), lending_market, lending_market_authority,
 * reserve_liquidity_supply (w), reserve_collateral_mint (w), reserve_collateral_token_program,
 * instruction_sysvar_account — then event_authority, program; then the vault's reserves.
 */
export function withdrawInstruction(input: WithdrawInput): TransactionInstruction {
  const programs = programsOf(input);
  const cpi = reserveCpiAccounts(input.vault.vault, input.fromReserve, programs);
  return new TransactionInstruction({
    programId: toPublicKey(programs.programId),
    keys: [
      ...withdrawFromAvailableMetas(input, programs),
      ...accountMetas([
        [input.vault.vault, 'w'],
        [cpi.reserve, 'w'],
        [cpi.ctokenVault, 'w'],
        [cpi.lendingMarket, 'r'],
        [cpi.lendingMarketAuthority, 'r'],
        [cpi.reserveLiquiditySupply, 'w'],
        [cpi.reserveCollateralMint, 'w'],
        [programs.collateralTokenProgramId, 'r'],
        [cpi.instructionSysvar, 'r'],
        [eventAuthorityAddress(programs.programId).address, 'r'],
        [programs.programId, 'r'],
      ]),
      ...reserveRemainingAccounts(input.vaultReserves),
    ],
    data: Buffer.concat([
      VAULT_INSTRUCTION_DISCRIMINATORS.withdraw,
      u64Bytes(input.sharesAmount, 'sharesAmount'),
    ]),
  });
}
