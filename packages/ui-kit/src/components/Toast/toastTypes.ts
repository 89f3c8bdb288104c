import type { ReactElement, ReactNode } from 'react';

export type ToastType = 'success' | 'info' | 'warning' | 'error' | 'special' | 'loading';

export type ToastPlacement =
  | 'topLeft'
  | 'top'
  | 'topRight'
  | 'bottomLeft'
  | 'bottom'
  | 'bottomRight';

/** Builds the block-explorer address of a transaction; ui-kit knows no explorer. */
export type TxLinkBuilder = (txid: string) => string;

export interface ToastOptions {
  type: ToastType;
  /** The title line. */
  message: ReactNode;
  /** One line under the title saying where the toast's subject stands ('Confirmed', …). */
  status?: ReactNode;
  /** Text under the title: a string, a list (one line each) or any element. */
  description?: string | readonly ReactNode[] | ReactElement;
  /** Transaction ids, shown as explorer links after the description. */
  txids?: readonly string[];
  /** Link text for each transaction id, by position; default 'View transaction'. */
  txNames?: readonly string[];
  /** Overrides the provider's link builder for this toast. */
  txLink?: TxLinkBuilder;
  /** Showing a toast with the key of a visible one replaces it in place. */
  key?: string;
  placement?: ToastPlacement;
  /** Replaces the type's icon. */
  titleIcon?: ReactNode;
  className?: string;
  /** Milliseconds before it closes by itself; null keeps it until closed. Default by type. */
  duration?: number | null;
  /** Called once when the toast closes, by the user or by itself. */
  onClose?: () => void;
}

/** A toast as the toaster holds it. */
export interface ToastRecord extends ToastOptions {
  id: string;
  /** Grows on every update of the toast, restarting its timer. */
  version: number;
}

export const DEFAULT_TOAST_PLACEMENT: ToastPlacement = 'bottomLeft';

/** Auto-close durations in ms (O§9); null stays until closed. */
export const TOAST_DURATIONS = {
  success: 4_000,
  info: 10_000,
  error: 4_000,
  errorWithTransaction: 10_000,
  loading: null,
  default: 4_500,
} as const;

/** How long a toast stays: its own duration, else its type's (errors with a transaction longer). */
export function toastDuration(
  options: Pick<ToastOptions, 'type' | 'duration' | 'txids'>,
): number | null {
  if (options.duration !== undefined) return options.duration;
  switch (options.type) {
    case 'success':
      return TOAST_DURATIONS.success;
    case 'info':
      return TOAST_DURATIONS.info;
    case 'error':
      return (options.txids?.length ?? 0) > 0
        ? TOAST_DURATIONS.errorWithTransaction
        : TOAST_DURATIONS.error;
    case 'loading':
      return TOAST_DURATIONS.loading;
    default:
      return TOAST_DURATIONS.default;
  }
}
