import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { TransactionLogState, TransactionLogStore } from './transactionLogStore';

const TransactionLogContext = createContext<TransactionLogStore | null>(null);

export function TransactionLogProvider({
  store,
  children,
}: {
  store: TransactionLogStore;
  children: ReactNode;
}) {
  return <TransactionLogContext.Provider value={store}>{children}</TransactionLogContext.Provider>;
}

export function useTransactionLogStore(): TransactionLogStore {
  const store = useContext(TransactionLogContext);
  if (!store) throw new Error('The transaction log is used outside its provider');
  return store;
}

/** Reads the transaction log (select the entries, then filter them in a memo). */
export function useTransactionLog<T>(selector: (state: TransactionLogState) => T): T {
  return useStore(useTransactionLogStore(), selector);
}
