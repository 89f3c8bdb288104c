import type { Address } from '@keel/chain-readers';
import { VAULT_PROGRAM_ID } from '../programId';
import { VAULT_ERROR_MESSAGES } from './vaultErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface VaultErrorSink {
  register(programId: Address, messages: Readonly<Record<number, string>>): void;
}

/** Registers the vault program's error copy for its deployment (mainnet by default). */
export function registerVaultProgramErrors(
  registry: VaultErrorSink,
  programId: Address = VAULT_PROGRAM_ID,
): void {
  registry.register(programId, VAULT_ERROR_MESSAGES);
}
