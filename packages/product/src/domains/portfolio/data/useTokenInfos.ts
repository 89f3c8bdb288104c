import type { TokenInfo } from '@keel/api-client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { usePortfolioServices } from './services';

/**
 * Token metadata of the mints by address (the API's batch, 100 mints a call). A failed batch
 * yields nothing (D§8): callers fall back to shortened addresses.
 */
export function useTokenInfos(mints: readonly string[]): ReadonlyMap<string, TokenInfo> {
  const services = usePortfolioServices();
  const sorted = useMemo(() => [...new Set(mints)].sort(), [mints]);
  const batch = useQuery(
    whenReady(
      sorted.length > 0 ? services?.api.tokens.batch(sorted) : undefined,
      'portfolio:tokens',
    ),
  );
  return useMemo(
    () => new Map((batch.data ?? []).map((token) => [token.address, token])),
    [batch.data],
  );
}
