import { useCallback, useSyncExternalStore } from 'react';
import type { SafeStorage } from './safeStorage';

const listeners = new Map<string, Set<() => void>>();

function subscribeTo(key: string, listener: () => void): () => void {
  const set = listeners.get(key) ?? new Set();
  set.add(listener);
  listeners.set(key, set);
  // Another tab writing the key reaches this one through the storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/**
 * One local-storage item as shared state: every component reading `key` sees a write by any
 * other at once (the header's bell and the drawer's copy of it, say), and writes from other tabs
 * too. The storage never throws; a blocked one simply keeps nothing.
 */
export function useStoredItem(
  storage: SafeStorage,
  key: string,
): [string | null, (value: string) => void] {
  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key]);
  const value = useSyncExternalStore(subscribe, () => storage.getItem(key));
  const write = useCallback(
    (next: string) => {
      storage.setItem(key, next);
      for (const listener of listeners.get(key) ?? []) listener();
    },
    [storage, key],
  );
  return [value, write];
}
