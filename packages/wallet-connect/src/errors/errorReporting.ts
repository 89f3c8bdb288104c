import { extractErrorMessage, isBenignError } from '@keel/api-client';

export interface ErrorContext {
  tags?: Readonly<Record<string, string>>;
  extra?: Readonly<Record<string, unknown>>;
}

/**
 * Where errors go: an error-monitoring vendor's SDK when one is configured (its DSN, sampling
 * and replay settings are the app's business), else nowhere.
 */
export interface ErrorReporter {
  captureException(error: unknown, context?: ErrorContext): void;
}

export const noopErrorReporter: ErrorReporter = {
  captureException() {},
};

export interface ErrorReporting {
  /** Reports unless benign (O§8); true when it was reported. */
  report(error: unknown, context?: ErrorContext): boolean;
  /**
   * An error toast carrying a wallet key is reported with the wallet and the transaction id
   * (O§4.6); true when it was reported.
   */
  reportErrorToast(toast: {
    message: string;
    walletPublicKey?: string;
    errorTxId?: string;
    cause?: unknown;
  }): boolean;
  /** True for a message that must not be shown as a toast. */
  isSuppressed(message: string | undefined): boolean;
}

/**
 * Error reporting with the spec's filters: benign errors (api-client's list) are never
 * reported, and toasts whose message contains one of `suppressedMessages` are not shown. The
 * spec says two messages are suppressed without giving their text, so the list starts empty.
 */
export function createErrorReporting(
  options: { reporter?: ErrorReporter; suppressedMessages?: readonly string[] } = {},
): ErrorReporting {
  const reporter = options.reporter ?? noopErrorReporter;
  const suppressed = (options.suppressedMessages ?? []).filter((text) => text !== '');

  const report = (error: unknown, context?: ErrorContext): boolean => {
    if (isBenignError(error)) return false;
    try {
      reporter.captureException(error, context);
    } catch {
      // A broken reporter must not break the flow that failed.
    }
    return true;
  };

  return {
    report,
    reportErrorToast(toast) {
      if (toast.walletPublicKey === undefined || toast.walletPublicKey === '') return false;
      const error = toast.cause ?? new Error(toast.message);
      const tags: Record<string, string> = { wallet: toast.walletPublicKey };
      if (toast.errorTxId !== undefined) tags.txId = toast.errorTxId;
      return report(error, { tags, extra: { toastMessage: toast.message } });
    },
    isSuppressed(message) {
      if (message === undefined) return false;
      return suppressed.some((text) => message.includes(text));
    },
  };
}

/** The message a toast or report shows for anything thrown. */
export function errorMessageOf(error: unknown, fallback = 'Unknown error'): string {
  return extractErrorMessage(error) ?? fallback;
}
