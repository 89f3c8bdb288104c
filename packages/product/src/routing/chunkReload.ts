import type { SafeStorage } from '../storage/safeStorage';

/** At most one automatic reload in this many milliseconds (O§8, O§9). */
export const RELOAD_THROTTLE_MS = 30_000;

const CHUNK_FAILURE_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /importing a module script failed/i,
  /error loading dynamically imported module/i,
  /unable to preload css/i,
  /failed to fetch/i,
];

/** Whether an error means a code chunk or a request could not be fetched. */
export function isChunkOrFetchFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_FAILURE_PATTERNS.some((pattern) => pattern.test(message));
}

/**
 * Reloads the page after a chunk-load or fetch failure, at most once per 30 seconds: a new
 * deployment replaces chunk names, and a reload picks up the new ones.
 */
export function reloadAfterChunkFailure(
  error: unknown,
  storage: SafeStorage,
  key: string,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  if (!isChunkOrFetchFailure(error)) return false;
  const last = Number(storage.getItem(key));
  if (Number.isFinite(last) && now - last < RELOAD_THROTTLE_MS) return false;
  storage.setItem(key, String(now));
  reload();
  return true;
}
