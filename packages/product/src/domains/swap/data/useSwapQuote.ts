import { SWAP_QUOTE_REFRESH_MS, type SwapQuoteParams } from '@keel/api-client';
import { useApiQuery } from '@keel/api-client/react';
import { useEffect, useMemo, useState } from 'react';
import { useDebounced } from './useDebounced';

/** Typing settles this long before a quote is asked. */
export const QUOTE_DEBOUNCE_MS = 400;

/**
 * The quote for the pair and amount (debounced), re-asked every SWAP_QUOTE_REFRESH_MS, with the
 * seconds left before the next refresh (the countdown the form shows).
 */
export function useSwapQuote(params: SwapQuoteParams | undefined) {
  // Debounced by value: the form builds a new params object on every render.
  const key = params === undefined ? '' : JSON.stringify(params);
  const settledKey = useDebounced(key, QUOTE_DEBOUNCE_MS);
  const settled = useMemo(
    () => (settledKey === '' ? undefined : (JSON.parse(settledKey) as SwapQuoteParams)),
    [settledKey],
  );
  const query = useApiQuery((q) => q.swap.quote(settled));
  const now = useNow(1000);
  const expiresAt = query.dataUpdatedAt + SWAP_QUOTE_REFRESH_MS;
  const secondsLeft = query.data ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : undefined;
  // The typed params differ from the quoted ones until the debounce and the fetch catch up.
  const current = key !== '' && key === settledKey;
  return {
    query,
    /** True while the shown quote is for other inputs than those typed now. */
    outdated: !current || query.isFetching,
    secondsLeft,
    /** Whether the quote is older than its refresh interval (refresh before signing). */
    isExpired: () => Date.now() >= query.dataUpdatedAt + SWAP_QUOTE_REFRESH_MS,
  };
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
