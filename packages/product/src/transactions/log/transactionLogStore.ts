import { createStore } from 'zustand/vanilla';
import type { SafeStorage } from '../../storage/safeStorage';
import { parseTransactionLog } from './parseTransactionLog';
import { type TransactionLogEntry, withChangedEntry, withEntry } from './transactionLog';

export interface TransactionLogState {
  /** Every wallet's entries, newest first. */
  entries: readonly TransactionLogEntry[];
  /** Adds an entry, or replaces the one with its id. */
  record(entry: TransactionLogEntry): void;
  /** Changes one entry; nothing happens when it is gone (cleared, or pushed out by newer ones). */
  change(id: string, change: (entry: TransactionLogEntry) => TransactionLogEntry): void;
  /** Forgets one wallet's entries. */
  clear(wallet: string): void;
}

/**
 * The transaction log as a zustand store, restored from and written back to local storage under
 * `key` (brand-prefixed). Restoring drops corrupt entries; the storage never throws, so a full
 * or blocked one only means the log is not kept past this visit.
 */
export function createTransactionLogStore(storage: SafeStorage, key: string) {
  const store = createStore<TransactionLogState>()((set) => ({
    entries: parseTransactionLog(storage.getItem(key)),
    record: (entry) => set((state) => ({ entries: withEntry(state.entries, entry) })),
    change: (id, change) =>
      set((state) => ({ entries: withChangedEntry(state.entries, id, change) })),
    clear: (wallet) =>
      set((state) => ({ entries: state.entries.filter((entry) => entry.wallet !== wallet) })),
  }));
  store.subscribe((state, previous) => {
    if (state.entries !== previous.entries) storage.setItem(key, JSON.stringify(state.entries));
  });
  return store;
}

export type TransactionLogStore = ReturnType<typeof createTransactionLogStore>;
