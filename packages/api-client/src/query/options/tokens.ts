import type { ApiClient } from '../../client';
import type { TokenListPage } from '../../domains/tokens';
import { loadFallbackTokenList } from '../../tokens/loadFallbackTokens';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

export function tokenQueries(client: ApiClient) {
  const { env } = client.config;
  return {
    list: (page: TokenListPage = {}) =>
      defineQuery({
        queryKey: apiKeys.tokens.list(env, page),
        queryFn: ({ signal }) => client.tokens.list(page, { signal }),
        timing: QUERY_TIMINGS.swapTokenLists,
        enabled: true,
      }),
    verified: (page: TokenListPage = {}) =>
      defineQuery({
        queryKey: apiKeys.tokens.verified(env, page),
        queryFn: ({ signal }) => client.tokens.verified(page, { signal }),
        timing: QUERY_TIMINGS.defaultLists,
        enabled: true,
      }),
    /** Disabled until there is a query to search for. */
    search: (query: string | undefined) =>
      defineQuery({
        queryKey: apiKeys.tokens.search(env, query),
        queryFn: ({ signal }) => client.tokens.search(required(query, 'query'), { signal }),
        timing: QUERY_TIMINGS.swapTokenLists,
        enabled: allPresent(query),
      }),
    metadata: (mint: string | undefined) =>
      defineQuery({
        queryKey: apiKeys.tokens.metadata(env, mint),
        queryFn: ({ signal }) => client.tokens.metadata(required(mint, 'mint'), { signal }),
        timing: QUERY_TIMINGS.tokenInfo,
        enabled: allPresent(mint),
      }),
    /** Disabled until the mint list is known and not empty. */
    batch: (mints: readonly string[] | undefined) =>
      defineQuery({
        queryKey: apiKeys.tokens.batch(env, mints),
        queryFn: ({ signal }) => client.tokens.batch(required(mints, 'mints'), { signal }),
        timing: QUERY_TIMINGS.tokenInfo,
        enabled: mints !== undefined && mints.length > 0,
      }),
    /** The bundled fallback list itself (a default list). */
    fallbackList: (brand?: { productName: string; nativeTokenSymbol: string }) =>
      defineQuery({
        queryKey: apiKeys.tokens.fallbackList(env, brand ?? null),
        queryFn: () => loadFallbackTokenList(brand),
        timing: QUERY_TIMINGS.defaultLists,
        enabled: true,
      }),
  };
}
