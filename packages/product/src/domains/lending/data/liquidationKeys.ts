import type { ApiQueries } from '@keel/api-client';
import {
  type Address,
  associatedTokenAddress,
  chainKeys,
  createAddress,
  KLEND_PROGRAM_ID,
} from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';
import { obligationApiReads } from './obligationApiReads';

/**
 * What a liquidation changes beyond the liquidator's wallet: the liquidated obligation (on chain,
 * and every API read of it — its transactions, history, PnL, its owner's list), the market's list
 * of obligations and its reserves.
 */
export function liquidationInvalidations(
  endpoint: string,
  liquidated: { market: string; obligation: string; owner: string },
  api: ApiQueries | undefined,
): QueryKey[] {
  const { market, obligation } = liquidated;
  return [
    chainKeys.obligation(endpoint, obligation, KLEND_PROGRAM_ID),
    chainKeys.marketObligations(endpoint, market, KLEND_PROGRAM_ID),
    ['chain', endpoint, 'lendingMarket', market],
    ...(api ? obligationApiReads(api, liquidated) : []),
  ];
}

/** The wallet's token account a repayment of the mint is paid from (its associated account). */
export function liquidationRepaySource(
  wallet: string,
  mint: Address,
  tokenProgram: Address,
): Address {
  return associatedTokenAddress(createAddress(wallet), mint, tokenProgram).address;
}
