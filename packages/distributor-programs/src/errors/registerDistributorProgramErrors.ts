import type { PublicKey } from '@solana/web3.js';
import { DISTRIBUTOR_PROGRAM_ID } from '../programId';
import { DISTRIBUTOR_ERROR_MESSAGES } from './distributorErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface DistributorErrorSink {
  register(programId: PublicKey, messages: Readonly<Record<number, string>>): void;
}

/** Registers the distributor's error copy for its deployment (mainnet by default). */
export function registerDistributorProgramErrors(
  registry: DistributorErrorSink,
  programId: PublicKey = DISTRIBUTOR_PROGRAM_ID,
): void {
  registry.register(programId, DISTRIBUTOR_ERROR_MESSAGES);
}
