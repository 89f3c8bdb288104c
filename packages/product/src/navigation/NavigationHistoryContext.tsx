import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { NavigationHistoryState, NavigationHistoryStore } from './navigationHistory';

const NavigationHistoryContext = createContext<NavigationHistoryStore | null>(null);

export function NavigationHistoryProvider({
  store,
  children,
}: {
  store: NavigationHistoryStore;
  children: ReactNode;
}) {
  return (
    <NavigationHistoryContext.Provider value={store}>{children}</NavigationHistoryContext.Provider>
  );
}

export function useNavigationHistoryStore(): NavigationHistoryStore {
  const store = useContext(NavigationHistoryContext);
  if (!store) throw new Error('useNavigationHistory must be used inside its provider');
  return store;
}

export function useNavigationHistory<T>(selector: (state: NavigationHistoryState) => T): T {
  return useStore(useNavigationHistoryStore(), selector);
}
