import type { Address } from '@keel/chain-readers';
import { LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { LIMIT_ORDER_ERROR_MESSAGES } from './limitOrderErrorMessages';

/** What the app's program error registry offers (structurally: no dependency on its package). */
export interface LimitOrderErrorSink {
  register(programId: Address, messages: Readonly<Record<number, string>>): void;
}

/** Registers the limit-order program's error copy for its deployment (mainnet by default). */
export function registerLimitOrderProgramErrors(
  registry: LimitOrderErrorSink,
  programId: Address = LIMIT_ORDER_PROGRAM_ID,
): void {
  registry.register(programId, LIMIT_ORDER_ERROR_MESSAGES);
}
