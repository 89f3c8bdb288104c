import type { KeyValueStorage } from '../storage/keyValueStorage';
import { safeStorage } from '../storage/keyValueStorage';
import { walletStorageKeys } from '../storage/storageKeys';

/** The terms flow's stored values: confirmation, signature and the last wallet. */
export interface TermsStorage {
  areTermsConfirmed(): boolean;
  setTermsConfirmed(): void;
  termsSignature(): string | null;
  setTermsSignature(signature: string): void;
  lastWalletName(): string | null;
  setLastWalletName(name: string): void;
  clearLastWalletName(): void;
}

const CONFIRMED = 'true';

/**
 * Reads and writes the terms keys under the brand prefix. The wallet name is stored
 * JSON-encoded, as wallet-adapter-react's WalletProvider stores it under its `localStorageKey`,
 * so both can share the key; a value that is not a JSON string reads as no wallet.
 */
export function createTermsStorage(options: {
  storage: KeyValueStorage | undefined;
  storagePrefix: string;
}): TermsStorage {
  const storage = safeStorage(options.storage);
  const keys = walletStorageKeys(options.storagePrefix);
  return {
    areTermsConfirmed: () => storage.getItem(keys.areTermsConfirmed) === CONFIRMED,
    setTermsConfirmed: () => storage.setItem(keys.areTermsConfirmed, CONFIRMED),
    termsSignature: () => {
      const value = storage.getItem(keys.termsSignature);
      return value === null || value === '' ? null : value;
    },
    setTermsSignature: (signature) => storage.setItem(keys.termsSignature, signature),
    lastWalletName: () => parseWalletName(storage.getItem(keys.lastSelectedWallet)),
    setLastWalletName: (name) => storage.setItem(keys.lastSelectedWallet, JSON.stringify(name)),
    clearLastWalletName: () => storage.removeItem(keys.lastSelectedWallet),
  };
}

function parseWalletName(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}
