/** What the search looks at in a token option. */
export interface SearchableToken {
  id: string;
  symbol: string;
  name?: string;
  /** Searched as the token's address; the id when absent. */
  mint?: string;
}

/**
 * Options matching a search, in their given order: the symbol or name contains the query (any
 * case), or the address starts with it (exact case: addresses are case-sensitive). Surrounding
 * spaces are ignored; an empty query matches everything.
 */
export function filterTokenOptions<Option extends SearchableToken>(
  options: readonly Option[],
  query: string,
): Option[] {
  const trimmed = query.trim();
  if (trimmed === '') return [...options];
  const lower = trimmed.toLowerCase();
  return options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(lower) ||
      (option.name?.toLowerCase().includes(lower) ?? false) ||
      (option.mint ?? option.id).startsWith(trimmed),
  );
}
