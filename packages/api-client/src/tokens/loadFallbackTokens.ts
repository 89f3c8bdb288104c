import type { FallbackTokenBrand } from './fallbackTokens';
import type { TokenInfo } from './tokenInfo';

/**
 * Loads the bundled fallback token list on demand, so bundles that never need it (the list is
 * only read when the token routes fail) do not carry it in their first chunk.
 */
export async function loadFallbackTokenList(brand?: FallbackTokenBrand): Promise<TokenInfo[]> {
  const { createFallbackTokenList } = await import('./fallbackTokens');
  return createFallbackTokenList(brand);
}
