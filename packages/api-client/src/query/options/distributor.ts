import type { ApiClient } from '../../client';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

type Maybe<T> = T | undefined;

export function distributorQueries(client: ApiClient) {
  const api = client.distributor;
  return {
    /** null: the wallet is not in the distribution. */
    userProof: (wallet: Maybe<string>) =>
      defineQuery({
        queryKey: apiKeys.distributor.userProof(wallet),
        queryFn: ({ signal }) => api.userProof(required(wallet, 'wallet'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(wallet),
      }),
    distributors: () =>
      defineQuery({
        queryKey: apiKeys.distributor.distributors(),
        queryFn: ({ signal }) => api.distributors({ signal }),
        timing: QUERY_TIMINGS.general,
        enabled: true,
      }),
  };
}
