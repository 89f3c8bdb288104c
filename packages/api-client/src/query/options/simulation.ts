import type { ApiClient } from '../../client';
import type { PoolSimulationParams } from '../../domains/simulation';
import { allPresent, defineQuery, required } from '../define';
import { apiKeys } from '../keys';
import { QUERY_TIMINGS } from '../timings';

export function simulationQueries(client: ApiClient) {
  const { env } = client.config;
  const api = client.simulation;
  return {
    /** Disabled until the pool and the inputs exist; a past backtest does not change, so no refetch. */
    simulatePool: (pool: string | undefined, params: PoolSimulationParams | undefined) =>
      defineQuery({
        queryKey: apiKeys.simulation.pool(env, pool, params),
        queryFn: ({ signal }) =>
          api.simulatePool(required(pool, 'pool'), required(params, 'params'), { signal }),
        timing: QUERY_TIMINGS.general,
        enabled: allPresent(pool, params),
      }),
  };
}
