/** The part of the Storage interface this package uses (window.localStorage fits it). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Storage that never throws: private modes and full quotas make the browser's storage throw on
 * access, and a preference that cannot be saved must not break a flow.
 */
export function safeStorage(storage: KeyValueStorage | undefined): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        storage?.setItem(key, value);
      } catch {
        // Not persisted; the in-memory state still holds for this visit.
      }
    },
    removeItem(key) {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clean up when storage is unavailable.
      }
    },
  };
}

/** The browser's local storage, or undefined where merely touching it throws (sandboxed frames). */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** An in-memory storage, for tests and for pages rendered without a browser. */
export function memoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}
