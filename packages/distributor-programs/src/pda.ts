import {
  type Address,
  findProgramAddress,
  type ProgramAddress,
  u64Seed,
} from '@keel/chain-readers';
import { DISTRIBUTOR_PROGRAM_ID } from './programId';

/** The distributor: PDA of ("MerkleDistributor", base, mint, version as u64 LE). */
export function merkleDistributorAddress(
  input: { base: Address; mint: Address; version: bigint },
  programId: Address = DISTRIBUTOR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    ['MerkleDistributor', input.base, input.mint, u64Seed(input.version)],
    programId,
  );
}

/** A claimant's ClaimStatus: PDA of ("ClaimStatus", claimant, distributor). */
export function claimStatusAddress(
  claimant: Address,
  distributor: Address,
  programId: Address = DISTRIBUTOR_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['ClaimStatus', claimant, distributor], programId);
}
