import type { ApiContext } from '../context';
import type { CallOptions } from '../http/transport';
import { array } from '../schema/combinators';
import { filterTokensBySymbol } from '../tokens/symbolFilter';
import { type TokenInfo, tokenInfoSchema } from '../tokens/tokenInfo';
import { isAbortError } from './failures';

/** The token batch route takes at most this many mints per request. */
export const TOKEN_BATCH_SIZE = 100;

const tokenListSchema = array(tokenInfoSchema);

export interface TokenListPage {
  /** 1 to 1000; the route's default is 1000. */
  limit?: number;
  offset?: number;
}

/** Splits a list into chunks of at most `size` items, in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Invalid chunk size: ${size}`);
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    chunks.push(items.slice(index, index + size));
  return chunks;
}

export function createTokensApi(ctx: ApiContext, fallbackList: () => Promise<TokenInfo[]>) {
  return {
    /** The swap token list, by volume. */
    list(page: TokenListPage = {}, options: CallOptions = {}): Promise<TokenInfo[]> {
      return ctx.call('swapTokens', { ...options, query: { ...page }, schema: tokenListSchema });
    },

    /** Verified tokens only. */
    verified(page: TokenListPage = {}, options: CallOptions = {}): Promise<TokenInfo[]> {
      return ctx.call('swapTokensVerified', {
        ...options,
        query: { ...page },
        schema: tokenListSchema,
      });
    },

    /**
     * Tokens matching a mint, name or symbol. When the route fails the failure is reported and
     * the bundled list is searched by symbol instead, ignoring case.
     */
    async search(query: string, options: CallOptions = {}): Promise<TokenInfo[]> {
      try {
        return await ctx.call('swapTokenSearch', {
          ...options,
          query: { query },
          schema: tokenListSchema,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, {
          endpoint: ctx.label('swapTokenSearch'),
          fallback: 'bundled token list',
        });
        return filterTokensBySymbol(await fallbackList(), query);
      }
    },

    /** One token's metadata; null (after reporting) when it cannot be loaded. */
    async metadata(mint: string, options: CallOptions = {}): Promise<TokenInfo | null> {
      try {
        return await ctx.call('swapTokenMetadata', {
          ...options,
          params: { mint },
          schema: tokenInfoSchema,
        });
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('swapTokenMetadata'), fallback: 'no token' });
        return null;
      }
    },

    /**
     * Many tokens by mint, sent in chunks of 100 and merged (each mint asked once, each token
     * returned once; the route does not keep request order). Any failure gives an empty list.
     */
    async batch(mints: readonly string[], options: CallOptions = {}): Promise<TokenInfo[]> {
      const unique = [...new Set(mints)];
      if (unique.length === 0) return [];
      try {
        const pages = await Promise.all(
          chunk(unique, TOKEN_BATCH_SIZE).map((part) =>
            ctx.call('swapTokenBatch', {
              ...options,
              query: { mints: part.join(',') },
              schema: tokenListSchema,
            }),
          ),
        );
        const byAddress = new Map<string, TokenInfo>();
        for (const token of pages.flat())
          if (!byAddress.has(token.address)) byAddress.set(token.address, token);
        return [...byAddress.values()];
      } catch (error) {
        if (isAbortError(error)) throw error;
        ctx.report(error, { endpoint: ctx.label('swapTokenBatch'), fallback: 'empty list' });
        return [];
      }
    },
  };
}

export type TokensApi = ReturnType<typeof createTokensApi>;
