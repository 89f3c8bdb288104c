import {
  findProgramAddress,
  KLIQUIDITY_PROGRAM_ID,
  type ProgramAddress,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';

/*
 * The strategy program's addresses, with the seeds its client derives them from. A strategy
 * records every one of them; the instructions are built from the strategy account's fields, so
 * these serve creating a strategy and checking one.
 */

/** The vaults' and the position's authority: ("authority", strategy). */
export function baseVaultAuthorityAddress(
  strategy: PublicKey,
  programId: PublicKey = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', strategy], programId);
}

/** The strategy's share (kToken) mint: ("shares", strategy). */
export function sharesMintAddress(
  strategy: PublicKey,
  programId: PublicKey = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['shares', strategy], programId);
}

/** The share mint's authority: ("authority", shares mint). */
export function sharesMintAuthorityAddress(
  sharesMint: PublicKey,
  programId: PublicKey = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['authority', sharesMint], programId);
}

/** The strategy's uninvested token A / B vault: ("svault_a" | "svault_b", strategy). */
export function strategyVaultAddress(
  strategy: PublicKey,
  side: 'a' | 'b',
  programId: PublicKey = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress([`svault_${side}`, strategy], programId);
}

/** The treasury's fee vault of a mint: ("treasury_fee_vault", mint). */
export function treasuryFeeVaultAddress(
  mint: PublicKey,
  programId: PublicKey = KLIQUIDITY_PROGRAM_ID,
): ProgramAddress {
  return findProgramAddress(['treasury_fee_vault', mint], programId);
}

/** Anchor's event authority of a program that emits events by CPI: ("__event_authority"). */
export function eventAuthorityAddress(programId: PublicKey): ProgramAddress {
  return findProgramAddress(['__event_authority'], programId);
}
