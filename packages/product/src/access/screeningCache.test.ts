// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeStorage } from '../storage/safeStorage';
import { readCachedScreening, writeCachedScreening } from './screeningCache';

function memoryStorage() {
  const values = new Map<string, string>();
  return safeStorage({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  });
}

describe('screening cache', () => {
  it('keeps what it is given', () => {
    const storage = memoryStorage();
    writeCachedScreening(storage, 'k', { lastScreened: 1_763_000_000_000, hasRisk: false });
    expect(readCachedScreening(storage, 'k')).toEqual({
      lastScreened: 1_763_000_000_000,
      hasRisk: false,
    });
    writeCachedScreening(storage, 'k', { lastScreened: null, hasRisk: true });
    expect(readCachedScreening(storage, 'k')).toEqual({ lastScreened: null, hasRisk: true });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{"lastScreened":1'],
    ['not an object', '42'],
    ['a string time', '{"lastScreened":"yesterday","hasRisk":false}'],
    ['a non-boolean risk', '{"lastScreened":1,"hasRisk":"no"}'],
    ['a missing risk', '{"lastScreened":1}'],
  ])('discards %s', (_, stored) => {
    const storage = memoryStorage();
    if (stored !== null) storage.setItem('k', stored);
    expect(readCachedScreening(storage, 'k')).toBeNull();
  });
});
