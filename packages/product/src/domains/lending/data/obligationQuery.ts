import {
  AccountNotFoundError,
  type ChainQueryContext,
  chainKeys,
  readObligations,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';

/**
 * chain-readers reads obligations by address (`readObligations`) but offers query options only by
 * wallet and market; this key sits under its chain keys so endpoint-wide invalidation still
 * reaches it.
 */
export const obligationKeys = {
  byAddress: (endpoint: string, obligation: string) =>
    [...chainKeys.all(endpoint), 'obligation', obligation] as const,
};

/** One obligation by address; a missing account is AccountNotFoundError. */
export function obligationQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  obligation: PublicKey,
) {
  return {
    queryKey: obligationKeys.byAddress(endpoint, obligation.toBase58()),
    queryFn: async () => {
      const [found] = await readObligations(rpc, [obligation]);
      if (!found) throw new AccountNotFoundError(obligation.toBase58(), 'Obligation');
      return found;
    },
  };
}
