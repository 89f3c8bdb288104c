import {
  AccountDecodeError,
  AccountNotFoundError,
  ReserveNotFoundError,
} from '@keel/chain-readers';

/**
 * True when a chain read failed because an address is not the account the route names (missing,
 * another program's account, or another account type) rather than because the read failed.
 */
export function isNotFoundError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (
      current instanceof AccountNotFoundError ||
      current instanceof AccountDecodeError ||
      current instanceof ReserveNotFoundError
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** Retry transient failures up to three times; an address that is not found is final. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFoundError(error) && failureCount < 3;
}
