import { extractErrorMessage } from './extract';

/** Messages that mean "nothing went wrong that anyone must hear about"; matched ignoring case. */
export const BENIGN_ERROR_TEXTS = [
  'User rejected',
  'Transaction cancelled',
  'Failed to fetch dynamically imported module',
  'Unable to preload CSS',
] as const;

/** Matched with its exact case: other capitalisations are real errors. */
export const BENIGN_ERROR_TEXT_CASE_SENSITIVE = 'Intercepted Network Error';

/** True when an error is benign and must not be reported. */
export function isBenignError(error: unknown): boolean {
  const message = extractErrorMessage(error);
  if (message === undefined) return false;
  if (message.includes(BENIGN_ERROR_TEXT_CASE_SENSITIVE)) return true;
  const lower = message.toLowerCase();
  return BENIGN_ERROR_TEXTS.some((text) => lower.includes(text.toLowerCase()));
}
