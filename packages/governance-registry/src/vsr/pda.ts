import {
  associatedTokenAddress,
  findProgramAddress,
  type ProgramAddress,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { VSR_PROGRAM_ID } from '../programIds';

/** Registrar of a realm and its governing mint: [realm, "registrar", mint]. */
export function registrarAddress(
  realm: PublicKey,
  realmGoverningTokenMint: PublicKey,
  programId: PublicKey = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([realm, 'registrar', realmGoverningTokenMint], programId);
}

/** A wallet's Voter: [registrar, "voter", wallet]. */
export function voterAddress(
  registrar: PublicKey,
  voterAuthority: PublicKey,
  programId: PublicKey = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([registrar, 'voter', voterAuthority], programId);
}

/**
 * A wallet's VSR voter weight record: [registrar, "voter-weight-record", wallet]. Not the address
 * spl-governance's generic helper gives (that one uses realm, mint and owner).
 */
export function voterWeightRecordAddress(
  registrar: PublicKey,
  voterAuthority: PublicKey,
  programId: PublicKey = VSR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([registrar, 'voter-weight-record', voterAuthority], programId);
}

/** Vault holding a voter's deposits of one mint: the Voter PDA's associated token account. */
export function voterVaultAddress(
  voter: PublicKey,
  mint: PublicKey,
  tokenProgramId: PublicKey = TOKEN_PROGRAM_ID,
): PublicKey {
  return associatedTokenAddress(voter, mint, tokenProgramId).address;
}
