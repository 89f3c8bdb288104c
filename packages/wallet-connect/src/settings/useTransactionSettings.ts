import { useStore } from 'zustand';
import type {
  TransactionSettingsState,
  TransactionSettingsStore,
} from './transactionSettingsStore';

/** Reads the transaction settings store in a component (re-renders on the selected part). */
export function useTransactionSettings<T>(
  store: TransactionSettingsStore,
  selector: (state: TransactionSettingsState) => T,
): T {
  return useStore(store, selector);
}
