import {
  BlockhashExpiredError,
  ConfirmationTimeoutError,
  type PipelineEvent,
  TransactionCancelledError,
  TransactionFailedError,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { type FeeRpc, readFeeLamports } from './readFee';
import { storeRequest } from './requestCodec';
import { settle, type TransactionLogEntry } from './transactionLog';
import type { TransactionLogState } from './transactionLogStore';

type Event<T extends PipelineEvent['type']> = Extract<PipelineEvent, { type: T }>;

export interface RunRecorderInput {
  log: () => Pick<TransactionLogState, 'record' | 'change'>;
  wallet: string;
  requests: readonly TransactionRequest[];
  /** The entry a Retry re-sends: the run's first transaction is recorded over it. */
  replaces?: string;
  /** Where the fee actually paid is read once a transaction confirms. */
  feeRpc: FeeRpc;
  now?: () => number;
}

let runCount = 0;

/**
 * Keeps the transaction log in step with one pipeline run: an entry per transaction once it is
 * sent (nothing was submitted before that, and a skipped one never is), then its outcome and fee.
 * Returns the run's onEvent. Recording never throws into the run.
 */
export function createRunRecorder(input: RunRecorderInput): (event: PipelineEvent) => void {
  runCount += 1;
  const now = input.now ?? Date.now;
  const runId = `${now().toString(36)}-${runCount}`;
  /** Entry id of each sent transaction, by its index in the run. */
  const entryIds = new Map<number, string>();

  /** Changes the entry only while it still holds this signature (a Retry may replace it). */
  const changeSent = (
    index: number,
    signature: string | undefined,
    change: (entry: TransactionLogEntry) => TransactionLogEntry,
  ) => {
    const id = entryIds.get(index);
    if (id === undefined) return;
    input.log().change(id, (entry) => (entry.signature === signature ? change(entry) : entry));
  };

  const onSent = (event: Event<'sent'>) => {
    const id =
      event.index === 0 && input.replaces !== undefined
        ? input.replaces
        : `${runId}-${event.index}`;
    const request = input.requests[event.index];
    const stored = request ? storeRequest(request) : undefined;
    entryIds.set(event.index, id);
    input.log().record({
      id,
      label: event.label,
      status: 'pending',
      signature: event.signature,
      submittedAt: now(),
      wallet: input.wallet,
      retryable: stored !== undefined,
      ...(event.lastValidBlockHeight !== undefined
        ? { lastValidBlockHeight: event.lastValidBlockHeight }
        : {}),
      ...(stored !== undefined ? { request: stored } : {}),
    });
  };

  /** A landed transaction paid a fee, whether it succeeded or failed on chain. */
  const addFee = (index: number, signature: string) => {
    void readFeeLamports(input.feeRpc, signature).then((feeLamports) => {
      if (feeLamports === undefined) return;
      changeSent(index, signature, (entry) => ({ ...entry, feeLamports }));
    });
  };

  const onConfirmed = (event: Event<'confirmed'>) => {
    changeSent(event.index, event.signature, (entry) => settle(entry, 'confirmed'));
    addFee(event.index, event.signature);
  };

  const onFailed = (event: Event<'failed'>) => {
    const { error } = event;
    // Not an outcome: it may still land, and the panel's watch settles it from the chain.
    if (error instanceof ConfirmationTimeoutError || error instanceof TransactionCancelledError) {
      return;
    }
    const status = error instanceof BlockhashExpiredError ? 'expired' : 'failed';
    changeSent(event.index, event.signature, (entry) => settle(entry, status, error.message));
    if (error instanceof TransactionFailedError) addFee(event.index, error.signature);
  };

  return (event) => {
    try {
      if (event.type === 'sent') onSent(event);
      else if (event.type === 'confirmed') onConfirmed(event);
      else if (event.type === 'failed') onFailed(event);
    } catch {
      // The log is a record of the run, never a reason for it to fail.
    }
  };
}
