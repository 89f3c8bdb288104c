import type { PublicKey } from '@solana/web3.js';
import { FARMS_PROGRAM_ID } from '../programIds';
import { findProgramAddress, type ProgramAddress } from './programAddress';

/**
 * A user's state in a farm: "user", farm, delegatee. The delegatee is the wallet for normal
 * farms and the obligation for klend reserve farms (farm = reserve.farmCollateral/farmDebt).
 */
export function farmUserStatePda(
  farm: PublicKey,
  delegatee: PublicKey,
  programId = FARMS_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['user', farm, delegatee], programId);
}

export function farmVaultPda(farm: PublicKey, mint: PublicKey, programId = FARMS_PROGRAM_ID) {
  return findProgramAddress(['fvault', farm, mint], programId);
}

export function farmVaultsAuthorityPda(farm: PublicKey, programId = FARMS_PROGRAM_ID) {
  return findProgramAddress(['authority', farm], programId);
}

export function rewardVaultPda(
  farm: PublicKey,
  rewardMint: PublicKey,
  programId = FARMS_PROGRAM_ID,
) {
  return findProgramAddress(['rvault', farm, rewardMint], programId);
}

export function rewardTreasuryVaultPda(
  globalConfig: PublicKey,
  rewardMint: PublicKey,
  programId = FARMS_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['tvault', globalConfig, rewardMint], programId);
}
