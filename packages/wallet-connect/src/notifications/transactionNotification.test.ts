// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  applyPipelineEvent,
  confirmingText,
  createTransactionNotification,
  notificationStatus,
  type TransactionNotification,
  transactionItemLabel,
} from './transactionNotification';

const labels = ['Setup', 'Deposit', 'Stake'];

describe('transaction notifications', () => {
  it('start pending, and confirming counts at least one', () => {
    const notification = createTransactionNotification('n1', labels, 'Deposit 1 SOL');
    expect(notificationStatus(notification)).toBe('pending');
    expect(confirmingText(notification)).toBe('Confirming 1 of 3 transactions');
    expect(notification.description).toBe('Deposit 1 SOL');
  });

  it('count the items with a tx id as the run goes', () => {
    let notification = createTransactionNotification('n1', labels);
    notification = applyPipelineEvent(notification, { type: 'signing', labels });
    notification = applyPipelineEvent(notification, {
      type: 'sent',
      index: 0,
      label: 'Setup',
      signature: 'a',
    });
    notification = applyPipelineEvent(notification, {
      type: 'confirmed',
      index: 0,
      label: 'Setup',
      signature: 'a',
    });
    notification = applyPipelineEvent(notification, {
      type: 'sent',
      index: 1,
      label: 'Deposit',
      signature: 'b',
    });
    expect(confirmingText(notification)).toBe('Confirming 2 of 3 transactions');
    expect(notification.transactions.map((item) => item.status)).toEqual([
      'success',
      'pending',
      'pending',
    ]);
    notification = applyPipelineEvent(notification, {
      type: 'confirmed',
      index: 1,
      label: 'Deposit',
      signature: 'b',
    });
    notification = applyPipelineEvent(notification, {
      type: 'sent',
      index: 2,
      label: 'Stake',
      signature: 'c',
    });
    notification = applyPipelineEvent(notification, {
      type: 'confirmed',
      index: 2,
      label: 'Stake',
      signature: 'c',
    });
    expect(notificationStatus(notification)).toBe('success');
    expect(confirmingText(notification)).toBe('Confirming 3 of 3 transactions');
  });

  it('mark a failed item and the skipped rest as errors, the failed label with " failed"', () => {
    let notification = createTransactionNotification('n1', labels);
    notification = applyPipelineEvent(notification, {
      type: 'failed',
      index: 1,
      label: 'Deposit',
      signature: 'b',
      error: new Error('x'),
    });
    notification = applyPipelineEvent(notification, { type: 'skipped', index: 2, label: 'Stake' });
    expect(notificationStatus(notification)).toBe('error');
    expect(notification.transactions[1]).toEqual({ label: 'Deposit', status: 'error', txId: 'b' });
    expect(notification.transactions.map(transactionItemLabel)).toEqual([
      'Setup',
      'Deposit failed',
      'Stake failed',
    ]);
  });

  it('ignore events for an index outside the run', () => {
    const notification = createTransactionNotification('n1', ['Only']);
    expect(
      applyPipelineEvent(notification, { type: 'sent', index: 4, label: 'x', signature: 's' }),
    ).toBe(notification);
  });

  it('keep the transfer detail', () => {
    const notification: TransactionNotification = {
      id: 'n2',
      transactions: [
        {
          label: 'Withdraw',
          status: 'success',
          txId: 't',
          detail: {
            type: 'Unstake & Withdraw',
            amounts: [
              { tokenInfo: { symbol: 'JitoSOL' }, amount: new Decimal('1.5') },
              { tokenInfo: { symbol: 'SOL' }, amount: new Decimal('1.62') },
            ],
          },
        },
      ],
    };
    expect(transactionItemLabel(notification.transactions[0]!)).toBe('Withdraw');
    expect(notificationStatus(notification)).toBe('success');
  });
});
