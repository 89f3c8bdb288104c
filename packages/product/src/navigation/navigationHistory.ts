import { createStore } from 'zustand/vanilla';

/** How many paths the navigation history keeps (O§2.1). */
export const NAVIGATION_HISTORY_LIMIT = 20;

export interface NavigationHistoryState {
  paths: readonly string[];
  record(path: string): void;
}

/** The last visited paths, newest last; a repeat of the newest path is not recorded twice. */
export function createNavigationHistory() {
  return createStore<NavigationHistoryState>()((set) => ({
    paths: [],
    record(path) {
      set(({ paths }) => {
        if (paths[paths.length - 1] === path) return { paths };
        return { paths: [...paths, path].slice(-NAVIGATION_HISTORY_LIMIT) };
      });
    },
  }));
}

export type NavigationHistoryStore = ReturnType<typeof createNavigationHistory>;
