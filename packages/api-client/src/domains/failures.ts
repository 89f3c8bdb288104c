import { isHttpStatus } from '../http/errors';

/** An aborted request (query cancelled) must propagate, never turn into fallback data. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function isNotFound(error: unknown): boolean {
  return isHttpStatus(error, 404);
}
