import { type Address, findProgramAddress, type ProgramAddress } from '@keel/chain-readers';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';

/** Realm: ["governance", name]. */
export function realmAddress(name: string, programId: Address = SPL_GOVERNANCE_PROGRAM_ID) {
  return findProgramAddress(['governance', name], programId);
}

/** Realm config: ["realm-config", realm]. */
export function realmConfigAddress(
  realm: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['realm-config', realm], programId);
}

/** Governing token holding account: ["governance", realm, mint]. */
export function governingTokenHoldingAddress(
  realm: Address,
  governingTokenMint: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['governance', realm, governingTokenMint], programId);
}

/** A wallet's token owner record: ["governance", realm, mint, owner]. */
export function tokenOwnerRecordAddress(
  realm: Address,
  governingTokenMint: Address,
  governingTokenOwner: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    ['governance', realm, governingTokenMint, governingTokenOwner],
    programId,
  );
}

/** Generic governance: ["account-governance", realm, governed account]. */
export function governanceAddress(
  realm: Address,
  governedAccount: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['account-governance', realm, governedAccount], programId);
}

/** Proposal: ["governance", governance, mint, proposal seed]. */
export function proposalAddress(
  governance: Address,
  governingTokenMint: Address,
  proposalSeed: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    ['governance', governance, governingTokenMint, proposalSeed],
    programId,
  );
}

/** A vote record: ["governance", proposal, token owner record]. */
export function voteRecordAddress(
  proposal: Address,
  tokenOwnerRecord: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['governance', proposal, tokenOwnerRecord], programId);
}

/** Native treasury: ["native-treasury", governance]. */
export function nativeTreasuryAddress(
  governance: Address,
  programId: Address = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['native-treasury', governance], programId);
}
