import type { Toaster } from '@keel/ui-kit';
import {
  applyPipelineEvent,
  confirmingText,
  createTransactionNotification,
  type ErrorReporting,
  errorMessageOf,
  type PipelineEvent,
  type RunOptions,
  type SimulationVerdict,
  type TokenMovement,
  type TransactionNotification,
  type TransactionNotificationItem,
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
  /** The configured block explorer's name, for the links' text ('View on Solscan'). */
  explorerName?: string;
  signal?: AbortSignal;
  /** Told every pipeline event after the toast (the transaction log records the run). */
  onEvent?: (event: PipelineEvent) => void;
  /** Asks the user about a preview the simulation disagrees with, before the wallet opens. */
  reviewDisagreement?: RunOptions['reviewDisagreement'];
  /** The simulated token movements in words ('You send 1.5 SOL'), for the checked status. */
  describeMovements?: (movements: readonly TokenMovement[]) => Promise<readonly string[]>;
}

/** The status line of a run that landed. */
export const CONFIRMED_STATUS = 'Confirmed';

/** The status line once the simulation agreed with the preview, before the wallet opens. */
export const CHECKED_STATUS = 'Checked by simulation';

/** The status line of a write whose form previews no figure, before its reason. */
export const NOTHING_TO_COMPARE_STATUS = 'No figures to check';

/** 'Checked by simulation · SOL supplied 20 SOL · LTV 30.00%': the figures it compared. */
function checkedStatus(verdict: SimulationVerdict): string {
  return [CHECKED_STATUS, ...verdict.figures.map((f) => `${f.label} ${f.simulated}`)].join(' · ');
}

/**
 * What the checks of a run said, one line per transaction (named in a run of several): shown as
 * the status while the wallet is open, then kept under the status until the run ends.
 */
function checkLines(notification: TransactionNotification, lines: ReadonlyMap<number, string>) {
  const many = notification.transactions.length > 1;
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, line]) => {
      const label = notification.transactions[index]?.label;
      return many && label !== undefined ? `${label}: ${line}` : line;
    });
}

/**
 * The explorer link of a sent transaction, named by the explorer ('View on Solscan'); in a run of
 * several, by the transaction too ('View Deposit on Solscan'), as the title names only the run.
 */
function linkName(
  item: TransactionNotificationItem,
  many: boolean,
  explorer: string | undefined,
): string {
  if (!explorer) return many ? transactionItemLabel(item) : 'View transaction';
  return many ? `View ${item.label} on ${explorer}` : `View on ${explorer}`;
}

/**
 * What every state of the run's toast shows besides its title and status: the links of the sent
 * transactions and, when one of several failed, which ones (' failed' appended). A run of one
 * names its transaction only in the title.
 */
function toastParts(
  notification: TransactionNotification,
  explorer: string | undefined,
  { listItems = false } = {},
) {
  const many = notification.transactions.length > 1;
  const sent = notification.transactions.filter((item) => item.txId !== undefined);
  return {
    ...(many && listItems
      ? { description: notification.transactions.map(transactionItemLabel) }
      : {}),
    txids: sent.map((item) => item.txId as string),
    txNames: sent.map((item) => linkName(item, many, explorer)),
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
 * Runs transactions through the pipeline and keeps one toast in step with the run (O§4.5): the
 * run's title once, under it the status — 'Confirming X of N transactions' while it runs, then
 * 'Confirmed' — and a link per sent transaction named by the explorer; on failure the error (led
 * by the action's failure copy) with the failed items of a run of several marked (none for a
 * suppressed error). Null when the run did not complete.
 */
export async function runTransactions(
  input: RunTransactionsInput,
): Promise<TransactionResult[] | null> {
  const { toaster, notificationId: key, explorerName: explorer } = input;
  let notification = createTransactionNotification(
    key,
    input.requests.map((request) => request.label),
    input.description,
  );
  /** The checked status stays until the first transaction is sent (the wallet is open). */
  let beforeSending = true;
  const checks = new Map<number, string>();
  /** After sending, the checks' lines stay under the status: what was checked is not forgotten. */
  const checkedParts = () => {
    const lines = checkLines(notification, checks);
    return beforeSending || lines.length === 0 ? {} : { description: lines };
  };
  const showProgress = (status = confirmingText(notification)) =>
    toaster.show({
      type: 'loading',
      key,
      message: runTitle(notification),
      status,
      ...checkedParts(),
      ...toastParts(notification, explorer),
    });

  const showNothingToCompare = (index: number, reason: string) => {
    const status = `${NOTHING_TO_COMPARE_STATUS} · ${reason}`;
    checks.set(index, status);
    showProgress(status);
  };
  const showChecked = (
    index: number,
    verdict: SimulationVerdict,
    movements: readonly TokenMovement[],
  ) => {
    const status = checkedStatus(verdict);
    checks.set(index, status);
    showProgress(status);
    if (movements.length === 0 || !input.describeMovements) return;
    input.describeMovements(movements).then(
      (lines) => {
        if (beforeSending && lines.length > 0) showProgress([status, ...lines].join(' · '));
      },
      () => {
        // Without words for them the movements stay unsaid; the wallet still shows its own.
      },
    );
  };

  showProgress();
  try {
    const results = await input.pipeline.run(input.requests, {
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.reviewDisagreement ? { reviewDisagreement: input.reviewDisagreement } : {}),
      onEvent(event) {
        notification = applyPipelineEvent(notification, event);
        if (event.type === 'sent') {
          beforeSending = false;
          showProgress();
        }
        // Quietly: the preview agreed with the transaction's own simulation.
        if (event.type === 'checked' && event.verdict.disagreement === undefined) {
          showChecked(event.index, event.verdict, event.movements ?? []);
        }
        if (event.type === 'nothing-to-compare') showNothingToCompare(event.index, event.reason);
        input.onEvent?.(event);
      },
    });
    beforeSending = false;
    toaster.show({
      type: 'success',
      key,
      message: runTitle(notification),
      status: CONFIRMED_STATUS,
      ...checkedParts(),
      ...toastParts(notification, explorer),
    });
    return results;
  } catch (error) {
    beforeSending = false;
    const message = errorMessageOf(error);
    const parts = toastParts(notification, explorer, { listItems: true });
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
