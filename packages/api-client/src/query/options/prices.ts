import type { ApiClient } from '../../client';
import type { PriceHistoryParams } from '../../domains/prices';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

export function priceQueries(client: ApiClient) {
  const { env } = client.config;
  return {
    history: (params: Omit<PriceHistoryParams, 'token'> & { token: string | undefined }) =>
      defineQuery({
        queryKey: apiKeys.prices.history(env, params.token, params),
        queryFn: ({ signal }) =>
          client.prices.history({ ...params, token: required(params.token, 'token') }, { signal }),
        timing: QUERY_TIMINGS.prices,
        enabled: allPresent(params.token),
      }),
    /** The latest USD price of each mint (see `prices.latest`); disabled without mints. */
    latest: (mints: readonly string[] | undefined) =>
      defineQuery({
        queryKey: apiKeys.prices.latest(env, mints),
        queryFn: ({ signal }) => client.prices.latest(required(mints, 'mints'), { signal }),
        timing: QUERY_TIMINGS.prices,
        enabled: mints !== undefined && mints.length > 0,
      }),
  };
}
