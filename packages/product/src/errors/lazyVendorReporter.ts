import type { ErrorContext, ErrorReporter } from '@keel/wallet-connect';

/** The calls the app makes on a loaded vendor SDK. */
export interface VendorClient {
  captureException(error: unknown, context?: ErrorContext): void;
}

/** The most reports kept while the SDK downloads; older ones are dropped first. */
export const PENDING_REPORTS_LIMIT = 50;

/**
 * An ErrorReporter whose vendor SDK loads on creation, after the first render: reports made
 * before it arrives are queued and sent once it does; if it fails to load they are dropped, since
 * there is nowhere else to send them.
 */
export function lazyVendorReporter(load: () => Promise<VendorClient>): ErrorReporter {
  let client: VendorClient | null = null;
  let failed = false;
  const pending: Array<[unknown, ErrorContext | undefined]> = [];

  load().then(
    (loaded) => {
      client = loaded;
      for (const [error, context] of pending.splice(0)) loaded.captureException(error, context);
    },
    () => {
      failed = true;
      pending.length = 0;
    },
  );

  return {
    captureException(error, context) {
      if (client) client.captureException(error, context);
      else if (!failed) {
        pending.push([error, context]);
        if (pending.length > PENDING_REPORTS_LIMIT) pending.shift();
      }
    },
  };
}
