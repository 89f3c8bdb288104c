import type { ApiClient } from '../../client';
import type { SwapQuoteParams } from '../../models/swap';
import { defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

export function swapQueries(client: ApiClient) {
  const { env } = client.config;
  return {
    /** The quote for a pair and amount; disabled until both mints and a positive amount are set. */
    quote: (params: SwapQuoteParams | undefined) =>
      defineQuery({
        queryKey: apiKeys.swap.quote(env, params),
        queryFn: ({ signal }) => client.swap.quote(required(params, 'params'), { signal }),
        timing: QUERY_TIMINGS.swapQuote,
        enabled: params !== undefined && /^[1-9]\d*$/.test(params.amount),
      }),
  };
}
