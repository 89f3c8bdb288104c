import { type Address, findProgramAddress, type ProgramAddress } from '@keel/chain-readers';
import { LIMIT_ORDER_PROGRAM_ID } from './programId';

/** The escrow of one input mint under a config: PDA of ("escrow_vault", global config, mint). */
export function limitOrderVaultAddress(
  globalConfig: Address,
  mint: Address,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['escrow_vault', globalConfig, mint], programId);
}

/** Owns the escrows and holds the tips: PDA of ("authority", global config). */
export function limitOrderPdaAuthority(
  globalConfig: Address,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', globalConfig], programId);
}

/** Anchor's event CPI authority: PDA of ("__event_authority"). */
export function limitOrderEventAuthority(
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['__event_authority'], programId);
}

/** Where a take routes wrapped-SOL output before unwrapping it: PDA of ("intermediary", order). */
export function limitOrderIntermediaryAccount(
  order: Address,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['intermediary', order], programId);
}
