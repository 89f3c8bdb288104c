import { nextSettingsExpiryAt, type TransactionSettingsStore } from './transactionSettingsStore';

export interface ExpiryTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: ExpiryTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Keeps a timer for the next expiry of the stored settings and reverts them when it fires, so a
 * page left open does not keep a 30-minute-old slippage. Returns a function that stops watching.
 */
export function watchTransactionSettingsExpiry(
  store: TransactionSettingsStore,
  options: { now?: () => number; timers?: ExpiryTimers } = {},
): () => void {
  const now = options.now ?? Date.now;
  const timers = options.timers ?? defaultTimers;
  let handle: unknown;
  let scheduledFor: number | null = null;

  const schedule = () => {
    const expiresAt = nextSettingsExpiryAt(store.getState());
    if (expiresAt === scheduledFor) return;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    scheduledFor = expiresAt;
    if (expiresAt === null) return;
    handle = timers.setTimeout(
      () => {
        handle = undefined;
        scheduledFor = null;
        store.getState().expireStale();
        schedule();
      },
      Math.max(0, expiresAt - now()),
    );
  };

  store.getState().expireStale();
  schedule();
  const unsubscribe = store.subscribe(schedule);
  return () => {
    unsubscribe();
    if (handle !== undefined) timers.clearTimeout(handle);
  };
}
