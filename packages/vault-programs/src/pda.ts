import { type Address, findProgramAddress, type ProgramAddress } from '@keel/chain-readers';
import { VAULT_PROGRAM_ID } from './programId';

/*
 * The vault program's addresses. The vault itself is a plain account its admin creates (not a
 * PDA); everything the vault owns is a PDA of it.
 */

/** The authority over the vault's token accounts and its shares mint: ("authority", vault). */
export function baseVaultAuthorityAddress(
  vault: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', vault], programId);
}

/** The vault's token account of its token (what is not invested): ("token_vault", vault). */
export function tokenVaultAddress(
  vault: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['token_vault', vault], programId);
}

/** The vault's shares mint: ("shares", vault). */
export function sharesMintAddress(
  vault: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['shares', vault], programId);
}

/** The vault's cToken account of one reserve: ("ctoken_vault", vault, reserve). */
export function ctokenVaultAddress(
  vault: Address,
  reserve: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['ctoken_vault', vault, reserve], programId);
}

/** Anchor's event-CPI authority: ("__event_authority"). */
export function eventAuthorityAddress(programId: Address = VAULT_PROGRAM_ID): ProgramAddress {
  return findProgramAddress(['__event_authority'], programId);
}

/** The program's global configuration: ("global_config"). */
export function globalConfigAddress(programId: Address = VAULT_PROGRAM_ID): ProgramAddress {
  return findProgramAddress(['global_config'], programId);
}

/**
 * A reserve's entry in the program's whitelist: ("whitelisted_reserves", reserve). A vault that
 * allows only whitelisted reserves needs it in update_reserve_allocation and invest.
 */
export function reserveWhitelistEntryAddress(
  reserve: Address,
  programId: Address = VAULT_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['whitelisted_reserves', reserve], programId);
}
