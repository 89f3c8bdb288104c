import {
  type Address,
  associatedTokenAddress,
  chainKeys,
  createAddress,
  KLEND_PROGRAM_ID,
} from '@keel/chain-readers';
import type { QueryKey } from '@tanstack/react-query';

/** What a liquidation changes beyond the wallet: the obligation, the market's list, reserves. */
export function liquidationInvalidations(
  endpoint: string,
  market: string,
  obligation: string,
): QueryKey[] {
  return [
    chainKeys.obligation(endpoint, obligation, KLEND_PROGRAM_ID),
    chainKeys.marketObligations(endpoint, market, KLEND_PROGRAM_ID),
    ['chain', endpoint, 'lendingMarket', market],
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
