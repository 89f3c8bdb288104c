import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { UiState, UiStore } from './uiStore';

const UiStoreContext = createContext<UiStore | null>(null);

export function UiStoreProvider({ store, children }: { store: UiStore; children: ReactNode }) {
  return <UiStoreContext.Provider value={store}>{children}</UiStoreContext.Provider>;
}

export function useUi<T>(selector: (state: UiState) => T): T {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUi must be used inside a UiStoreProvider');
  return useStore(store, selector);
}
