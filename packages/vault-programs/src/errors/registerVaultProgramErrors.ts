import type { PublicKey } from '@solana/web3.js';
import { VAULT_PROGRAM_ID } from '../programId';
import { VAULT_ERROR_MESSAGES } from './vaultErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface VaultErrorSink {
  register(programId: PublicKey, messages: Readonly<Record<number, string>>): void;
}

/** Registers the vault program's error copy for its deployment (mainnet by default). */
export function registerVaultProgramErrors(
  registry: VaultErrorSink,
  programId: PublicKey = VAULT_PROGRAM_ID,
): void {
  registry.register(programId, VAULT_ERROR_MESSAGES);
}
