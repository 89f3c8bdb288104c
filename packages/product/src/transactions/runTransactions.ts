import type { Toaster } from '@keel/ui-kit';
import {
  applyPipelineEvent,
  confirmingText,
  createTransactionNotification,
  type ErrorReporting,
  errorMessageOf,
  type PipelineEvent,
  type TransactionNotification,
  type TransactionPipeline,
  type TransactionRequest,
  type TransactionResult,
  transactionItemLabel,
} from '@keel/wallet-connect';

export interface RunTransactionsInput {
  pipeline: Pick<TransactionPipeline, 'run'>;
  toaster: Pick<Toaster, 'show' | 'dismiss'>;
  reporting: Pick<ErrorReporting, 'reportErrorToast' | 'isSuppressed'>;
  requests: readonly TransactionRequest[];
  /** Keys the run's toast, so every update replaces the same one. */
  notificationId: string;
  walletPublicKey: string;
  description?: string;
  /** Leads the error toast's message, e.g. 'Deposit failed: <reason>' (O§8). */
  failureTitle?: string;
  signal?: AbortSignal;
  /** Told every pipeline event after the toast (the transaction log records the run). */
  onEvent?: (event: PipelineEvent) => void;
}

function toastParts(notification: TransactionNotification) {
  const sent = notification.transactions.filter((item) => item.txId !== undefined);
  return {
    description: notification.transactions.map(transactionItemLabel),
    txids: sent.map((item) => item.txId as string),
    txNames: sent.map(transactionItemLabel),
  };
}

function runTitle(notification: TransactionNotification): string {
  if (notification.description !== undefined) return notification.description;
  const [only, ...rest] = notification.transactions;
  return only !== undefined && rest.length === 0
    ? only.label
    : `${notification.transactions.length} transactions`;
}

/**
 * Runs transactions through the pipeline and keeps one toast in step with the run (O§4.5):
 * loading 'Confirming X of N transactions' while it runs, then success, or the error with the
 * failed items marked and their explorer links (none for a suppressed error). Null when the run
 * did not complete.
 */
export async function runTransactions(
  input: RunTransactionsInput,
): Promise<TransactionResult[] | null> {
  const { toaster, notificationId: key } = input;
  let notification = createTransactionNotification(
    key,
    input.requests.map((request) => request.label),
    input.description,
  );
  const showProgress = () =>
    toaster.show({
      type: 'loading',
      key,
      message: confirmingText(notification),
      ...toastParts(notification),
    });

  showProgress();
  try {
    const results = await input.pipeline.run(input.requests, {
      ...(input.signal ? { signal: input.signal } : {}),
      onEvent(event) {
        notification = applyPipelineEvent(notification, event);
        if (event.type === 'sent') showProgress();
        input.onEvent?.(event);
      },
    });
    toaster.show({
      type: 'success',
      key,
      message: runTitle(notification),
      ...toastParts(notification),
    });
    return results;
  } catch (error) {
    const message = errorMessageOf(error);
    const parts = toastParts(notification);
    const errorTxId = parts.txids.at(-1);
    input.reporting.reportErrorToast({
      message,
      walletPublicKey: input.walletPublicKey,
      ...(errorTxId !== undefined ? { errorTxId } : {}),
      cause: error,
    });
    // A suppressed message is not shown as a toast at all (O§8); the progress toast goes too.
    if (input.reporting.isSuppressed(message)) toaster.dismiss(key);
    else {
      const shown = input.failureTitle ? `${input.failureTitle}: ${message}` : message;
      toaster.show({ type: 'error', key, message: shown, ...parts });
    }
    return null;
  }
}
