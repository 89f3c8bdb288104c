import { useApiQuery } from '@keel/api-client/react';
import { useMemo } from 'react';
import { useBrand } from '../../../brand/BrandContext';
import { type HeldToken, type SwapToken, swapTokens } from './swapTokens';

export interface SwapTokenList {
  tokens: SwapToken[];
  /** True while neither the list nor its fallback has arrived. */
  loading: boolean;
  /** The list and its bundled fallback both failed. */
  error: Error | null;
  /** The swap list failed and the bundled list stands in (D§8). */
  fromFallback: boolean;
  retry: () => void;
}

/**
 * The pickers' tokens: the swap token list (the bundled list when it fails), the wallet's
 * holdings with their USD values, sorted by the D§5 rule.
 */
export function useSwapTokens(held: readonly HeldToken[]): SwapTokenList {
  const brand = useBrand();
  const list = useApiQuery((q) => q.tokens.list());
  const fallback = useApiQuery((q) => {
    const options = q.tokens.fallbackList({
      productName: brand.name,
      nativeTokenSymbol: brand.nativeTokenSymbol,
    });
    return { ...options, enabled: list.isError };
  });
  const source = list.data ?? (list.isError ? fallback.data : undefined);
  const tokens = useMemo(() => (source ? swapTokens({ list: source, held }) : []), [source, held]);
  return {
    tokens,
    loading: source === undefined && !(list.isError && fallback.isError),
    error: list.isError && fallback.isError ? list.error : null,
    fromFallback: list.data === undefined && fallback.data !== undefined,
    retry: () => void list.refetch(),
  };
}
