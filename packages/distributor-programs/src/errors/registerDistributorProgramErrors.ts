import type { Address } from '@keel/chain-readers';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { DISTRIBUTOR_ERROR_MESSAGES } from './distributorErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface DistributorErrorSink {
  register(programId: Address, messages: Readonly<Record<number, string>>): void;
}

/** Registers the distributor's error copy for its deployment (mainnet by default). */
export function registerDistributorProgramErrors(
  registry: DistributorErrorSink,
  programId: Address = DISTRIBUTOR_PROGRAM_ID,
): void {
  registry.register(programId, DISTRIBUTOR_ERROR_MESSAGES);
}
