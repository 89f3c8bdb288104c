import type { KeyValueStorage } from '@keel/wallet-connect';
import type { SafeStorage } from '../storage/safeStorage';

/** The shell's never-throwing storage in the shape wallet-connect's stores take. */
export function walletKeyValueStorage(storage: SafeStorage): KeyValueStorage {
  return {
    getItem: (key) => storage.get(key),
    setItem: (key, value) => storage.set(key, value),
    removeItem: (key) => storage.remove(key),
  };
}
