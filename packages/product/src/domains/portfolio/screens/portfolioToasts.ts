import { useFailureToast } from '../../../common/useFailureToast';

/** D§8 error toasts the portfolio and the side panel's positions and activity raise. */
export const PORTFOLIO_TOASTS = {
  userPositions: 'Failed to load user positions',
  strategies: 'Failed to load strategies',
  transactionsHistory: 'Failed to load transactions history',
} as const;

/** The liquidity source's failures, one toast each per wallet wherever they are shown. */
export function useLiquidityFailureToasts(
  owner: string,
  { error, strategiesError }: { error: Error | null; strategiesError: Error | null },
) {
  useFailureToast(error, PORTFOLIO_TOASTS.userPositions, `liquidity-positions-${owner}`);
  useFailureToast(strategiesError, PORTFOLIO_TOASTS.strategies, 'strategies');
}
