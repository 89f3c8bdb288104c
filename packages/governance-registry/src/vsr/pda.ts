import {
  type Address,
  associatedTokenAddress,
  findProgramAddress,
  type ProgramAddress,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { VSR_PROGRAM_ID } from '../programIds';

/** Registrar of a realm and its governing mint: [realm, "registrar", mint]. */
export function registrarAddress(
  realm: Address,
  realmGoverningTokenMint: Address,
  programId: Address = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([realm, 'registrar', realmGoverningTokenMint], programId);
}

/** A wallet's Voter: [registrar, "voter", wallet]. */
export function voterAddress(
  registrar: Address,
  voterAuthority: Address,
  programId: Address = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([registrar, 'voter', voterAuthority], programId);
}

/**
 * A wallet's VSR voter weight record: [registrar, "voter-weight-record", wallet]. Not the address
 * spl-governance's generic helper gives (that one uses realm, mint and owner).
 */
export function voterWeightRecordAddress(
  registrar: Address,
  voterAuthority: Address,
  programId: Address = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([registrar, 'voter-weight-record', voterAuthority], programId);
}

/** Vault holding a voter's deposits of one mint: the Voter PDA's associated token account. */
export function voterVaultAddress(
  voter: Address,
  mint: Address,
  tokenProgramId: Address = TOKEN_PROGRAM_ID,
): Address {
  return associatedTokenAddress(voter, mint, tokenProgramId).address;
}
