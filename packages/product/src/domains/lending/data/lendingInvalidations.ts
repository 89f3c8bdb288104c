import type { ApiQueries } from '@keel/api-client';
import { chainKeys, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';
import type { LendingActionData } from './actionData';
import { obligationApiReads } from './obligationApiReads';

/**
 * What a lending action changes beyond the wallet's own data: its obligation (read by address on
 * the dashboard), the market's reserves (supply, borrows, caps) and the API's reads of the
 * obligation (PnL, history, transactions).
 */
export function lendingInvalidations(
  endpoint: string,
  data: LendingActionData,
  api: ApiQueries | undefined,
): QueryKey[] {
  const market = data.market.market.address.toBase58();
  return [
    chainKeys.obligation(endpoint, data.addresses.obligation, KLEND_PROGRAM_ID),
    ['chain', endpoint, 'lendingMarket', market],
    ...(api
      ? obligationApiReads(api, {
          market,
          obligation: data.addresses.obligation.toBase58(),
          owner: data.wallet,
        })
      : []),
  ];
}

/** What entering or leaving an elevation group changes: the obligation, on chain and in the API. */
export function obligationInvalidations(
  endpoint: string,
  obligation: { address: string; market: string; owner: string },
  api: ApiQueries | undefined,
): QueryKey[] {
  return [
    chainKeys.obligation(endpoint, obligation.address, KLEND_PROGRAM_ID),
    ...(api ? obligationApiReads(api, { ...obligation, obligation: obligation.address }) : []),
  ];
}
