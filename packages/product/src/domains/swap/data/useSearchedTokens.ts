import { useApiQuery } from '@keel/api-client/react';
import { useCallback, useMemo, useState } from 'react';
import { type SwapToken, swapTokens } from './swapTokens';
import { useDebounced } from './useDebounced';

/** Typing in a picker settles this long before the API is searched. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The pickers' tokens plus what the API's token search finds beyond them (the client falls back
 * to the bundled list, filtered by symbol, when the search fails — D§4), and the found tokens
 * the user picked, kept once the search is cleared.
 */
export function useSearchedTokens(tokens: readonly SwapToken[]) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const found = useApiQuery((q) => q.tokens.search(settled === '' ? undefined : settled));
  const [picked, setPicked] = useState<readonly SwapToken[]>([]);

  const all = useMemo(() => {
    const known = new Set(tokens.map((token) => token.mint));
    const extra = [...picked];
    for (const token of swapTokens({ list: found.data ?? [], held: [] })) {
      if (!known.has(token.mint) && !extra.some((t) => t.mint === token.mint)) extra.push(token);
    }
    return [...tokens, ...extra.filter((token) => !known.has(token.mint))];
  }, [tokens, picked, found.data]);

  /** Keeps a found token the user chose (the search results go when the picker closes). */
  const remember = useCallback(
    (mint: string) => {
      const token = all.find((t) => t.mint === mint);
      if (token === undefined || tokens.some((t) => t.mint === mint)) return;
      setPicked((current) =>
        current.some((t) => t.mint === mint) ? current : [...current, token],
      );
    },
    [all, tokens],
  );

  return { all, onQueryChange: setQuery, remember, searching: found.isFetching };
}
