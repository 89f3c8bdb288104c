import { type Address, FARMS_PROGRAM_ID, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import { FARMS_ERROR_MESSAGES } from './farmsErrorMessages';
import { KLEND_ERROR_MESSAGES } from './klendErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface ProgramErrorSink {
  register(programId: Address, messages: Readonly<Record<number, string>>): void;
}

/**
 * Registers the klend and farms error copy for the given deployments (mainnet by default; a
 * staging lending program registers under its own id).
 */
export function registerLendingProgramErrors(
  registry: ProgramErrorSink,
  programIds: { klend?: Address; farms?: Address } = {},
): void {
  registry.register(programIds.klend ?? KLEND_PROGRAM_ID, KLEND_ERROR_MESSAGES);
  registry.register(programIds.farms ?? FARMS_PROGRAM_ID, FARMS_ERROR_MESSAGES);
}
