/** The part of the Storage interface the product uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Local storage that never throws: private modes and full quotas make the browser's storage
 * throw on access, and a preference that cannot be saved must not break a page.
 */
export function safeStorage(storage: KeyValueStorage | undefined = browserLocalStorage()) {
  return {
    get(key: string): string | null {
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        storage?.setItem(key, value);
      } catch {
        // Not persisted; the in-memory state still holds for this visit.
      }
    },
    remove(key: string): void {
      try {
        storage?.removeItem(key);
      } catch {
        // Nothing to clean up if storage is unavailable.
      }
    },
  };
}

export type SafeStorage = ReturnType<typeof safeStorage>;

/** The browser's local storage, or undefined where merely touching it throws (sandboxed frames). */
export function browserLocalStorage(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
