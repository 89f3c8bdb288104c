import { findProgramAddress, type ProgramAddress } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { SPL_GOVERNANCE_PROGRAM_ID } from '../programIds';

/** Realm: ["governance", name]. */
export function realmAddress(name: string, programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID) {
  return findProgramAddress(['governance', name], programId);
}

/** Realm config: ["realm-config", realm]. */
export function realmConfigAddress(
  realm: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['realm-config', realm], programId);
}

/** Governing token holding account: ["governance", realm, mint]. */
export function governingTokenHoldingAddress(
  realm: PublicKey,
  governingTokenMint: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['governance', realm, governingTokenMint], programId);
}

/** A wallet's token owner record: ["governance", realm, mint, owner]. */
export function tokenOwnerRecordAddress(
  realm: PublicKey,
  governingTokenMint: PublicKey,
  governingTokenOwner: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    ['governance', realm, governingTokenMint, governingTokenOwner],
    programId,
  );
}

/** Generic governance: ["account-governance", realm, governed account]. */
export function governanceAddress(
  realm: PublicKey,
  governedAccount: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['account-governance', realm, governedAccount], programId);
}

/** Proposal: ["governance", governance, mint, proposal seed]. */
export function proposalAddress(
  governance: PublicKey,
  governingTokenMint: PublicKey,
  proposalSeed: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(
    ['governance', governance, governingTokenMint, proposalSeed],
    programId,
  );
}

/** A vote record: ["governance", proposal, token owner record]. */
export function voteRecordAddress(
  proposal: PublicKey,
  tokenOwnerRecord: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['governance', proposal, tokenOwnerRecord], programId);
}

/** Native treasury: ["native-treasury", governance]. */
export function nativeTreasuryAddress(
  governance: PublicKey,
  programId: PublicKey = SPL_GOVERNANCE_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['native-treasury', governance], programId);
}
