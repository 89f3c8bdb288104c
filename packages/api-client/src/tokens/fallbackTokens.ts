import Decimal from 'decimal.js';
import {
  type FallbackTokenEntry,
  MAINNET_FALLBACK_TOKENS,
  NATIVE_TOKEN_DECIMALS,
  NATIVE_TOKEN_MINT,
  SHARE_TOKEN_DECIMALS,
  SHARE_TOKENS,
  type ShareTokenEntry,
  TEST_TOKENS,
} from './fallbackTokens.data';
import type { TokenInfo } from './tokenInfo';

/** Brand facts the fallback list needs: the names that carry the product's name. */
export interface FallbackTokenBrand {
  /** Product name, as in '{product} SOL-USDC (Orca)'. */
  productName: string;
  /** Symbol of the native governance token. */
  nativeTokenSymbol: string;
  nativeTokenCoingeckoId?: string;
}

/** '{product} X-Y (Orca)'. */
export function shareTokenName(productName: string, entry: ShareTokenEntry): string {
  return `${productName} ${entry.tokenA}-${entry.tokenB} (${entry.dex})`;
}

/** 'kSOLUSDCOrca': the product's initial in lower case, the pair and the venue. */
export function shareTokenSymbol(productName: string, entry: ShareTokenEntry): string {
  return `${productName.charAt(0).toLowerCase()}${entry.tokenA}${entry.tokenB}${entry.dex}`;
}

/**
 * The bundled token list: main tokens, the native token, share tokens and test tokens. Without
 * a brand only the brand-neutral tokens (main and test tokens) are listed.
 */
export function createFallbackTokenList(brand?: FallbackTokenBrand): TokenInfo[] {
  if (!brand) return [...MAINNET_FALLBACK_TOKENS, ...TEST_TOKENS].map(toTokenInfo);
  const native: FallbackTokenEntry = {
    address: NATIVE_TOKEN_MINT,
    name: brand.productName,
    symbol: brand.nativeTokenSymbol,
    decimals: NATIVE_TOKEN_DECIMALS,
    ...(brand.nativeTokenCoingeckoId ? { coingeckoId: brand.nativeTokenCoingeckoId } : {}),
  };
  const shares = SHARE_TOKENS.map(
    (entry): FallbackTokenEntry => ({
      address: entry.address,
      name: shareTokenName(brand.productName, entry),
      symbol: shareTokenSymbol(brand.productName, entry),
      decimals: SHARE_TOKEN_DECIMALS,
      tags: ['strategy-share'],
    }),
  );
  return [...MAINNET_FALLBACK_TOKENS, native, ...shares, ...TEST_TOKENS].map(toTokenInfo);
}

function toTokenInfo(entry: FallbackTokenEntry): TokenInfo {
  return {
    address: entry.address,
    name: entry.name,
    symbol: entry.symbol,
    decimals: entry.decimals,
    logoURI: '',
    verified: false,
    marketCapUsd: new Decimal(0),
    ...(entry.tags ? { tags: [...entry.tags] } : {}),
    ...(entry.coingeckoId ? { extensions: { coingeckoId: entry.coingeckoId } } : {}),
  };
}
