import { describe, expect, it, vi } from 'vitest';
import { safeStorage } from '../storage/safeStorage';
import { isChunkOrFetchFailure, RELOAD_THROTTLE_MS, reloadAfterChunkFailure } from './chunkReload';

function memory() {
  const data = new Map<string, string>();
  return safeStorage({
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  });
}

describe('chunk-load reload', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('recognises chunk and fetch failures only', () => {
    expect(isChunkOrFetchFailure(chunkError)).toBe(true);
    expect(isChunkOrFetchFailure(new Error('Unable to preload CSS for /a.css'))).toBe(true);
    expect(isChunkOrFetchFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkOrFetchFailure(undefined)).toBe(false);
  });

  it('reloads at most once per 30 seconds', () => {
    const storage = memory();
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(chunkError, storage, 'k', reload, 1_000_000)).toBe(true);
    expect(
      reloadAfterChunkFailure(chunkError, storage, 'k', reload, 1_000_000 + RELOAD_THROTTLE_MS - 1),
    ).toBe(false);
    expect(
      reloadAfterChunkFailure(chunkError, storage, 'k', reload, 1_000_000 + RELOAD_THROTTLE_MS),
    ).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload for other errors', () => {
    const reload = vi.fn();
    expect(reloadAfterChunkFailure(new Error('boom'), memory(), 'k', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
