import type { Address } from '../address/address';
import { FARMS_PROGRAM_ID } from '../programIds';
import { findProgramAddress, type ProgramAddress } from './programAddress';

/**
 * A user's state in a farm: "user", farm, delegatee. The delegatee is the wallet for normal
 * farms and the obligation for klend reserve farms (farm = reserve.farmCollateral/farmDebt).
 */
export function farmUserStatePda(
  farm: Address,
  delegatee: Address,
  programId = FARMS_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['user', farm, delegatee], programId);
}

export function farmVaultPda(farm: Address, mint: Address, programId = FARMS_PROGRAM_ID) {
  return findProgramAddress(['fvault', farm, mint], programId);
}

export function farmVaultsAuthorityPda(farm: Address, programId = FARMS_PROGRAM_ID) {
  return findProgramAddress(['authority', farm], programId);
}

export function rewardVaultPda(farm: Address, rewardMint: Address, programId = FARMS_PROGRAM_ID) {
  return findProgramAddress(['rvault', farm, rewardMint], programId);
}

export function rewardTreasuryVaultPda(
  globalConfig: Address,
  rewardMint: Address,
  programId = FARMS_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['tvault', globalConfig, rewardMint], programId);
}
