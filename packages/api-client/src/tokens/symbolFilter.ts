import type { TokenInfo } from './tokenInfo';

/**
 * Tokens whose symbol contains the query, ignoring case: the search used on the bundled list
 * when the token search route fails. An empty query keeps every token.
 */
export function filterTokensBySymbol(tokens: readonly TokenInfo[], query: string): TokenInfo[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...tokens];
  return tokens.filter((token) => token.symbol.toLowerCase().includes(needle));
}
