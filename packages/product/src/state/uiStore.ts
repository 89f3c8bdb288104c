import { createStore } from 'zustand/vanilla';

/** UI-only state shared by the shell (O§3 "Flags for the mobile menu, side panel …"). */
export interface UiState {
  isMobileMenuOpen: boolean;
  setMobileMenuOpen(open: boolean): void;
}

export function createUiStore() {
  return createStore<UiState>()((set) => ({
    isMobileMenuOpen: false,
    setMobileMenuOpen: (open) => set({ isMobileMenuOpen: open }),
  }));
}

export type UiStore = ReturnType<typeof createUiStore>;
