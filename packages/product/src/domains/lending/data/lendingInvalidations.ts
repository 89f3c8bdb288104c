import { chainKeys, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';
import type { LendingActionData } from './actionData';

/**
 * What a lending action changes beyond the wallet's own data: its obligation (read by address on
 * the dashboard) and the market's reserves (supply, borrows, caps).
 */
export function lendingInvalidations(endpoint: string, data: LendingActionData): QueryKey[] {
  const market = data.market.market.address.toBase58();
  return [
    chainKeys.obligation(endpoint, data.addresses.obligation, KLEND_PROGRAM_ID),
    ['chain', endpoint, 'lendingMarket', market],
  ];
}

/** What entering or leaving an elevation group changes: the obligation. */
export function obligationInvalidations(endpoint: string, obligation: string): QueryKey[] {
  return [chainKeys.obligation(endpoint, obligation, KLEND_PROGRAM_ID)];
}
