import { useFailureToast } from '../../../common/useFailureToast';

/** D§8 error toasts the lending screens raise. */
export const LENDING_TOASTS = {
  /** Its description, 'Lending market data will not be available', comes with the error. */
  lendingMarket: 'Failed to load lending market',
  farmData: 'Failed to fetch farm data',
  userPositions: 'Failed to load user positions',
  transactionsHistory: 'Failed to load transactions history',
} as const;

/**
 * The toasts of a market's failed reads, one of each per market whichever screens show it: the
 * market itself ('Failed to load lending market') and its reward farms ('Failed to fetch farm
 * data', while the APYs are shown without rewards).
 */
export function useMarketFailureToasts(
  market: string | undefined,
  { error, farmError = null }: { error: Error | null; farmError?: Error | null },
) {
  const address = market ?? '';
  useFailureToast(market ? error : null, LENDING_TOASTS.lendingMarket, `lending-market-${address}`);
  useFailureToast(market ? farmError : null, LENDING_TOASTS.farmData, `farm-data-${address}`);
}
