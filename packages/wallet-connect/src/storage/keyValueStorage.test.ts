// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type KeyValueStorage, memoryStorage, safeStorage } from './keyValueStorage';
import { walletStorageKeys } from './storageKeys';

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('safeStorage', () => {
  it('reads, writes and removes through the wrapped storage', () => {
    const storage = safeStorage(memoryStorage({ a: '1' }));
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    expect(storage.getItem('b')).toBe('2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('never throws when the browser storage does', () => {
    const storage = safeStorage(throwing);
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(() => storage.removeItem('a')).not.toThrow();
  });

  it('works without any storage', () => {
    const storage = safeStorage(undefined);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBeNull();
  });
});

describe('walletStorageKeys', () => {
  it('prefixes every key with the brand prefix', () => {
    const keys = walletStorageKeys('acme');
    expect(keys.areTermsConfirmed).toBe('acme.areTermsConfirmed');
    expect(Object.values(keys).every((key) => key.startsWith('acme.'))).toBe(true);
    expect(new Set(Object.values(keys)).size).toBe(Object.values(keys).length);
  });
});
