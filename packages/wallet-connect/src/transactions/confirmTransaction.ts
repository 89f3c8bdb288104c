import type { SignatureStatus, TransactionError } from '@solana/web3.js';
import { rejectOnAbort, sleep } from './abort';
import type { ProgramErrorInfo } from './runtimeError';
import {
  BlockhashExpiredError,
  ConfirmationTimeoutError,
  TransactionCancelledError,
  TransactionFailedError,
  TransactionPipelineError,
} from './transactionErrors';
import type { TransactionRpc } from './transactionRpc';

export const DEFAULT_POLL_INTERVAL_MS = 1_000;

export interface ConfirmTransactionInput {
  rpc: Pick<TransactionRpc, 'getSignatureStatuses' | 'getBlockHeight'>;
  signature: string;
  label: string;
  /** The transaction cannot land once the block height passes this. */
  lastValidBlockHeight: number;
  timeoutMs: number;
  pollIntervalMs?: number;
  signal?: AbortSignal;
  /** Called between polls (the pipeline re-sends the transaction from here). */
  onPoll?: () => void;
  /** Locates and translates a runtime error (program error registry). */
  explainError?: (error: TransactionError) => ProgramErrorInfo | undefined;
}

function isConfirmed(status: SignatureStatus): boolean {
  return status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized';
}

/**
 * Waits for a sent transaction by racing three outcomes: its signature status (confirmed →
 * resolves; failed on chain → TransactionFailedError), blockhash expiry (the block height
 * passes lastValidBlockHeight without it → BlockhashExpiredError) and the timeout
 * (ConfirmationTimeoutError). Aborting the signal rejects with TransactionCancelledError.
 * Passing node errors while polling are retried until one of those outcomes.
 */
export async function confirmTransaction(input: ConfirmTransactionInput): Promise<SignatureStatus> {
  const { rpc, signature, label } = input;
  const interval = input.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;
  // Stops the losing branches once the race is decided; cancellation itself is its own branch.
  const stop = new AbortController();

  const checkStatus = async (searchHistory: boolean): Promise<SignatureStatus | undefined> => {
    const config = searchHistory ? { searchTransactionHistory: true } : undefined;
    const status = (await rpc.getSignatureStatuses([signature], config)).value[0] ?? null;
    if (status === null) return undefined;
    if (status.err !== null) {
      throw new TransactionFailedError(
        label,
        signature,
        status.err,
        input.explainError?.(status.err),
      );
    }
    return isConfirmed(status) ? status : undefined;
  };

  const poll = async (): Promise<SignatureStatus> => {
    for (;;) {
      try {
        const status = await checkStatus(false);
        if (status !== undefined) return status;
        const height = await rpc.getBlockHeight('confirmed');
        if (height > input.lastValidBlockHeight) {
          const last = await checkStatus(true);
          if (last !== undefined) return last;
          throw new BlockhashExpiredError(label, signature);
        }
      } catch (error) {
        if (error instanceof TransactionPipelineError) throw error;
        // A passing node error: poll again; the timeout bounds the wait.
      }
      await sleep(interval, stop.signal);
      input.onPoll?.();
    }
  };

  try {
    return await Promise.race([
      poll(),
      sleep(input.timeoutMs, stop.signal).then(() => {
        throw new ConfirmationTimeoutError(label, signature, input.timeoutMs);
      }),
      rejectOnAbort(input.signal, () => new TransactionCancelledError(label, signature)),
    ]);
  } finally {
    stop.abort();
  }
}
