import { describeRuntimeError } from '@keel/wallet-connect';
import type { SignatureStatus } from '@solana/web3.js';
import { EXPIRED_REASON, type TransactionLogEntry } from './transactionLog';

/** A pending entry without a last valid block height is given up on after this long. */
export const UNTRACKED_PENDING_MS = 5 * 60_000;

export type PendingOutcome =
  | { status: 'confirmed' }
  | { status: 'failed' | 'expired'; reason: string };

/**
 * What the chain says about a pending entry: landed (confirmed, or failed with the runtime
 * error), expired (the block height passed its last valid one and the node knows no status), or
 * still pending (undefined). `status` is the node's answer with transaction history searched.
 */
export function resolvePending(
  entry: TransactionLogEntry,
  status: SignatureStatus | null,
  blockHeight: number,
  now: number,
): PendingOutcome | undefined {
  if (status !== null) {
    if (status.err !== null) {
      return {
        status: 'failed',
        reason: `Transaction failed: ${describeRuntimeError(status.err)}`,
      };
    }
    const landed =
      status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';
    return landed ? { status: 'confirmed' } : undefined;
  }
  const expired =
    entry.lastValidBlockHeight !== undefined
      ? blockHeight > entry.lastValidBlockHeight
      : now - entry.submittedAt > UNTRACKED_PENDING_MS;
  return expired ? { status: 'expired', reason: EXPIRED_REASON } : undefined;
}
