import type Decimal from 'decimal.js';
import type { PipelineEvent } from '../transactions/pipelineTypes';

export type TransactionStatus = 'pending' | 'success' | 'error';

export interface NotificationTokenInfo {
  symbol: string;
  mint?: string;
  logoUri?: string;
}

export interface NotificationAmount {
  tokenInfo: NotificationTokenInfo;
  amount: Decimal;
}

/** What a transaction moved, e.g. type 'Withdraw' or 'Unstake & Withdraw' (O§3). */
export interface TransactionDetail {
  amounts: readonly [NotificationAmount, NotificationAmount];
  type: string;
}

export interface TransactionNotificationItem {
  label: string;
  status: TransactionStatus;
  txId?: string;
  detail?: TransactionDetail;
}

/** A run of transactions as the notification shows it (O§3 "Transaction notification"). */
export interface TransactionNotification {
  id: string;
  description?: string;
  transactions: readonly TransactionNotificationItem[];
}

/** A notification with every transaction pending, in run order. */
export function createTransactionNotification(
  id: string,
  labels: readonly string[],
  description?: string,
): TransactionNotification {
  return {
    id,
    ...(description !== undefined ? { description } : {}),
    transactions: labels.map((label) => ({ label, status: 'pending' as const })),
  };
}

/** error when any failed, pending while any waits, else success. */
export function notificationStatus(notification: TransactionNotification): TransactionStatus {
  const statuses = notification.transactions.map((item) => item.status);
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('pending')) return 'pending';
  return 'success';
}

/** 'Confirming X of N transactions', X = items with a tx id, at least 1 (O§4.5). */
export function confirmingText(notification: TransactionNotification): string {
  const total = notification.transactions.length;
  const withTxId = notification.transactions.filter((item) => item.txId !== undefined).length;
  return `Confirming ${Math.max(1, withTxId)} of ${total} transactions`;
}

/** The label a transaction shows: a failed one gets ' failed' appended. */
export function transactionItemLabel(item: TransactionNotificationItem): string {
  return item.status === 'error' ? `${item.label} failed` : item.label;
}

function updateItem(
  notification: TransactionNotification,
  index: number,
  patch: Partial<TransactionNotificationItem>,
): TransactionNotification {
  if (index < 0 || index >= notification.transactions.length) return notification;
  return {
    ...notification,
    transactions: notification.transactions.map((item, position) =>
      position === index ? { ...item, ...patch } : item,
    ),
  };
}

/**
 * The notification after a pipeline event: sent → its tx id; confirmed → success; failed or
 * skipped → error (with the tx id when it was sent). Signing and preview checks change nothing.
 */
export function applyPipelineEvent(
  notification: TransactionNotification,
  event: PipelineEvent,
): TransactionNotification {
  switch (event.type) {
    case 'signing':
    case 'checked':
    case 'unchecked':
    case 'nothing-to-compare':
      return notification;
    case 'sent':
      return updateItem(notification, event.index, { txId: event.signature });
    case 'confirmed':
      return updateItem(notification, event.index, { status: 'success', txId: event.signature });
    case 'failed':
      return updateItem(notification, event.index, {
        status: 'error',
        ...(event.signature !== undefined ? { txId: event.signature } : {}),
      });
    case 'skipped':
      return updateItem(notification, event.index, { status: 'error' });
  }
}
