/**
 * The shell's local storage is wallet-connect's never-throwing one, so the shell and the wallet
 * stores share a single implementation and shape.
 */
import {
  browserLocalStorage,
  type KeyValueStorage,
  safeStorage as neverThrowingStorage,
} from '@keel/wallet-connect';

export type { KeyValueStorage };

/** Storage that never throws; the browser's local storage unless another is given. */
export function safeStorage(
  storage: KeyValueStorage | undefined = browserLocalStorage(),
): KeyValueStorage {
  return neverThrowingStorage(storage);
}

export type SafeStorage = KeyValueStorage;
