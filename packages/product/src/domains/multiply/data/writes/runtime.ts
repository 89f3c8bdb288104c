/**
 * The multiply and leverage writers behind one dynamic import, like the lending runtime: the
 * vault pages' chunks stay small and this code arrives with the first form that needs it.
 */
import {
  type Address,
  type ChainQueryContext,
  chainKeys,
  createAddress,
  KLEND_PROGRAM_ID,
  walletAccountsExistQueryOptions,
} from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';
import { multiplyLoopCheck } from '../multiplyCheck';
import {
  type LeverageAddresses,
  leverageAddresses,
  leverageSetupAccounts,
  leverageSetupState,
} from './leverageAddresses';
import { leverageLoopRequests } from './leverageLoopRequests';

export const multiplyRuntime = {
  leverageAddresses,
  leverageSetupState,
  /** Which of the position's set-up accounts exist (obligation, user metadata, farm states). */
  setupQuery(chain: ChainQueryContext, wallet: string, addresses: LeverageAddresses) {
    return walletAccountsExistQueryOptions(
      chain,
      createAddress(wallet),
      leverageSetupAccounts(addresses),
    );
  },
  leverageLoopRequests,
  multiplyLoopCheck,
  /** What a loop changes beyond the wallet's own data: its obligation and the market's reserves. */
  invalidations(endpoint: string, market: string, obligation: Address): QueryKey[] {
    return [
      chainKeys.obligation(endpoint, obligation, KLEND_PROGRAM_ID),
      ['chain', endpoint, 'lendingMarket', market],
    ];
  },
};

export type MultiplyRuntime = typeof multiplyRuntime;
