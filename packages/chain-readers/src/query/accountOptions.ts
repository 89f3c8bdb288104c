import type { Address } from '../address/address';
import type { Obligation } from '../layouts/klend/obligation';
import { decodeMint, type Mint } from '../layouts/spl/mint';
import { KLEND_PROGRAM_ID } from '../programIds';
import { AccountNotFoundError } from '../reads/errors';
import { readObligations } from '../reads/lending';
import { readReserveAssetTiers } from '../reads/reserveAssetTiers';
import { readMints } from '../reads/wallet';
import type { ChainQueryOptions } from './chainQueryOptions';
import { chainKeys } from './keys';
import type { ChainQueryContext } from './options';
import { CHAIN_QUERY_TIMINGS as T } from './timings';

/** One obligation by its address; a missing account fails with AccountNotFoundError. */
export function obligationQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  obligation: Address,
  programId: Address = KLEND_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.obligation(endpoint, obligation, programId),
    queryFn: async () => {
      const [found] = await readObligations(rpc, [obligation], { programId });
      if (!found) throw new AccountNotFoundError(obligation.toBase58(), 'Obligation');
      return found;
    },
  } satisfies ChainQueryOptions<Obligation, readonly unknown[]>;
}

/** Reserve address → asset tier name for a market's reserves (`readReserveAssetTiers`). */
export function reserveAssetTiersQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getProgramAccounts'>,
  market: Address,
  programId: Address = KLEND_PROGRAM_ID,
) {
  return {
    queryKey: chainKeys.reserveAssetTiers(endpoint, market, programId),
    queryFn: () => readReserveAssetTiers(rpc, market, { programId }),
    staleTime: T.lendingMarketsStale,
  } satisfies ChainQueryOptions<Map<string, string>, readonly unknown[]>;
}

/** A token mint; a missing account fails with AccountNotFoundError. */
export function mintQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  mint: Address,
) {
  return {
    queryKey: chainKeys.mint(endpoint, mint),
    queryFn: async (): Promise<Mint> => {
      const [account] = await rpc.getMultipleAccountsInfo([mint]);
      if (!account) throw new AccountNotFoundError(mint.toBase58(), 'Mint');
      return decodeMint(mint, account);
    },
  } satisfies ChainQueryOptions<Mint, readonly unknown[]>;
}

/**
 * Several mints in one read (`readMints`): null for an address that is not a mint. A mint's
 * decimals never change, so the answer stays fresh for the session.
 */
export function mintsQueryOptions(
  { rpc, endpoint }: ChainQueryContext<'getMultipleAccountsInfo'>,
  mints: readonly Address[],
) {
  return {
    queryKey: chainKeys.mints(endpoint, mints),
    queryFn: () => readMints(rpc, mints),
    staleTime: Number.POSITIVE_INFINITY,
  } satisfies ChainQueryOptions<Map<string, Mint | null>, readonly unknown[]>;
}
