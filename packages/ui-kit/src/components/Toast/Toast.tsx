import { isValidElement, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/CloseIcon';
import { classNames } from '../../internal/classNames';
import { IconButton } from '../IconButton/IconButton';
import { ToastIcon } from './ToastIcon';
import { type ToastRecord, type TxLinkBuilder, toastDuration } from './toastTypes';
import { useToastTimer } from './useToastTimer';

export interface ToastProps {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
  /** Builds explorer links for the toast's transaction ids (the toast's own txLink wins). */
  txLink?: TxLinkBuilder;
  closeLabel?: string;
}

function Description({ description }: { description: ToastRecord['description'] }) {
  if (description === undefined) return null;
  if (Array.isArray(description)) {
    return (
      <ul className="keel-toast__list">
        {description.map((line, index) => (
          // Lines have no identity beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <li key={index}>{line}</li>
        ))}
      </ul>
    );
  }
  if (isValidElement(description))
    return <div className="keel-toast__description">{description}</div>;
  return <p className="keel-toast__description">{description as ReactNode}</p>;
}

function TransactionLinks({ toast, txLink }: { toast: ToastRecord; txLink?: TxLinkBuilder }) {
  const txids = toast.txids ?? [];
  if (txids.length === 0) return null;
  const build = toast.txLink ?? txLink;
  return (
    <ul className="keel-toast__links">
      {txids.map((txid, index) => {
        const name =
          toast.txNames?.[index] ??
          (txids.length > 1 ? `Transaction ${index + 1}` : 'View transaction');
        return (
          <li key={txid}>
            {build ? (
              <a
                className="keel-toast__link"
                href={build(txid)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {name}
              </a>
            ) : (
              <span className="keel-toast__txid" title={txid}>
                {name}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One toast: icon, title, status line, description, transaction links and a close button. It closes by
 * itself after its duration; hovering it or focusing inside it pauses that.
 */
export function Toast({ toast, onDismiss, txLink, closeLabel = 'Close' }: ToastProps) {
  const { setPaused } = useToastTimer(toastDuration(toast), toast.version, () =>
    onDismiss(toast.id),
  );
  const urgent = toast.type === 'error';
  return (
    <li
      className={classNames('keel-toast', `keel-toast--${toast.type}`, toast.className)}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (
          !(
            event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
          )
        )
          setPaused(false);
      }}
    >
      <span className="keel-toast__icon" aria-hidden="true">
        {toast.titleIcon ?? <ToastIcon type={toast.type} />}
      </span>
      <div className="keel-toast__body">
        <div className="keel-toast__message">{toast.message}</div>
        {toast.status !== undefined ? <p className="keel-toast__status">{toast.status}</p> : null}
        <Description description={toast.description} />
        <TransactionLinks toast={toast} {...(txLink ? { txLink } : {})} />
      </div>
      <IconButton
        className="keel-toast__close"
        size="sm"
        label={closeLabel}
        icon={<CloseIcon />}
        onClick={() => onDismiss(toast.id)}
      />
    </li>
  );
}
