/**
 * The places an error message is looked for, in the spec's order: msg, error.msg, err.msg,
 * err.error.msg, then the same paths with message.
 */
export const ERROR_MESSAGE_PATHS: readonly (readonly string[])[] = [
  ['msg'],
  ['error', 'msg'],
  ['err', 'msg'],
  ['err', 'error', 'msg'],
  ['message'],
  ['error', 'message'],
  ['err', 'message'],
  ['err', 'error', 'message'],
];

/**
 * The human-readable message of anything thrown or returned as an error (Error objects, wallet
 * errors, API error bodies). A string is its own message. Undefined when none is found.
 */
export function extractErrorMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  for (const path of ERROR_MESSAGE_PATHS) {
    const value = readPath(error, path);
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

function readPath(value: unknown, path: readonly string[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null)
      return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
