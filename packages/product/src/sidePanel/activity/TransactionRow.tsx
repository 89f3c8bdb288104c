import { Button } from '@keel/ui-kit';
import { useId } from 'react';
import type { TransactionLogEntry } from '../../transactions/log/transactionLog';
import { expiryText, feeText, STATUS_TEXT } from './activityText';

export interface TransactionRowProps {
  entry: TransactionLogEntry;
  /** Seconds left before a pending entry's blockhash expires, once known. */
  secondsLeft: number | undefined;
  explorerUrl: string | undefined;
  retrying: boolean;
  onRetry(entry: TransactionLogEntry): void;
}

/**
 * One recent transaction: label and status, then what is known of it — the countdown while
 * pending, the fee paid, the failure reason — and its explorer link and Retry. The controls are
 * named 'View on explorer' and 'Retry' and described by the row's label.
 */
export function TransactionRow({
  entry,
  secondsLeft,
  explorerUrl,
  retrying,
  onRetry,
}: TransactionRowProps) {
  const labelId = useId();
  const showReason = entry.status === 'failed' || entry.status === 'expired';
  return (
    <li className="keel-activity__row" data-status={entry.status}>
      <div className="keel-activity__summary">
        <span id={labelId} className="keel-activity__label">
          {entry.label}
        </span>
        <span className={`keel-activity__status keel-activity__status--${entry.status}`}>
          {STATUS_TEXT[entry.status]}
        </span>
      </div>
      {entry.status === 'pending' && secondsLeft !== undefined ? (
        <p className="keel-activity__detail">{expiryText(secondsLeft)}</p>
      ) : null}
      {entry.feeLamports !== undefined ? (
        <p className="keel-activity__detail">Fee {feeText(entry.feeLamports)}</p>
      ) : null}
      {showReason && entry.reason ? <p className="keel-activity__reason">{entry.reason}</p> : null}
      {explorerUrl || (entry.status === 'expired' && entry.retryable) ? (
        <div className="keel-activity__actions">
          {explorerUrl ? (
            <a
              href={explorerUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={labelId}
              className="keel-activity__link"
            >
              View on explorer
            </a>
          ) : null}
          {entry.status === 'expired' && entry.retryable ? (
            <Button
              size="sm"
              variant="secondary"
              loading={retrying}
              aria-describedby={labelId}
              onClick={() => onRetry(entry)}
            >
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
