import type { ApiClient } from '../client';
import { accountQueries } from './options/account';
import { distributorQueries } from './options/distributor';
import { earnQueries } from './options/earn';
import { lendingQueries } from './options/lending';
import { pointsQueries } from './options/points';
import { priceQueries } from './options/prices';
import { simulationQueries } from './options/simulation';
import { strategyQueries } from './options/strategies';
import { swapQueries } from './options/swap';
import { tokenQueries } from './options/tokens';

/** Query-option factories for every client call, bound to one client. */
export function createApiQueries(client: ApiClient) {
  return {
    tokens: tokenQueries(client),
    swap: swapQueries(client),
    prices: priceQueries(client),
    strategies: strategyQueries(client),
    simulation: simulationQueries(client),
    lending: lendingQueries(client),
    points: pointsQueries(client),
    distributor: distributorQueries(client),
    earn: earnQueries(client),
    account: accountQueries(client),
  };
}

export type ApiQueries = ReturnType<typeof createApiQueries>;
