import { findProgramAddress, type ProgramAddress } from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import { LIMIT_ORDER_PROGRAM_ID } from './programId';

/** The escrow of one input mint under a config: PDA of ("escrow_vault", global config, mint). */
export function limitOrderVaultAddress(
  globalConfig: PublicKey,
  mint: PublicKey,
  programId: PublicKey = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['escrow_vault', globalConfig, mint], programId);
}

/** Owns the escrows and holds the tips: PDA of ("authority", global config). */
export function limitOrderPdaAuthority(
  globalConfig: PublicKey,
  programId: PublicKey = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', globalConfig], programId);
}

/** Anchor's event CPI authority: PDA of ("__event_authority"). */
export function limitOrderEventAuthority(
  programId: PublicKey = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['__event_authority'], programId);
}

/** Where a take routes wrapped-SOL output before unwrapping it: PDA of ("intermediary", order). */
export function limitOrderIntermediaryAccount(
  order: PublicKey,
  programId: PublicKey = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['intermediary', order], programId);
}
