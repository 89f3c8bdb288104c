import {
  type TransactionSettingsState,
  type TransactionSettingsStore,
  useTransactionSettings,
} from '@keel/wallet-connect';
import { createContext, type ReactNode, useContext } from 'react';

const TransactionSettingsContext = createContext<TransactionSettingsStore | null>(null);

export function TransactionSettingsProvider({
  store,
  children,
}: {
  store: TransactionSettingsStore;
  children: ReactNode;
}) {
  return (
    <TransactionSettingsContext.Provider value={store}>
      {children}
    </TransactionSettingsContext.Provider>
  );
}

export function useTransactionSettingsStore(): TransactionSettingsStore {
  const store = useContext(TransactionSettingsContext);
  if (!store) throw new Error('Transaction settings are used outside their provider');
  return store;
}

/** The selected part of the persisted transaction settings (O§3). */
export function useSettings<T>(selector: (state: TransactionSettingsState) => T): T {
  return useTransactionSettings(useTransactionSettingsStore(), selector);
}
