/**
 * The obligation swap's writer behind one dynamic import, like the lending runtime: the screen's
 * chunk stays small and this code arrives with the form.
 */
import { chainKeys, createAddress, KLEND_PROGRAM_ID } from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';
import { obligationSwapRequests } from './obligationSwapRequests';

export const lendingSwapRuntime = {
  obligationSwapRequests,
  /** What a swap changes beyond the wallet's own data: its obligation and the market's reserves. */
  invalidations(endpoint: string, market: string, obligation: string): QueryKey[] {
    return [
      chainKeys.obligation(endpoint, createAddress(obligation), KLEND_PROGRAM_ID),
      ['chain', endpoint, 'lendingMarket', market],
    ];
  },
};

export type LendingSwapRuntime = typeof lendingSwapRuntime;
