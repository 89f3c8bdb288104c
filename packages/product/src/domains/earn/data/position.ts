import type { EarnUserPnl, EarnUserVaultMetricsPoint, EarnVaultMetrics } from '@keel/api-client';
import type Decimal from 'decimal.js';

/** The wallet's position in one vault. */
export interface EarnPositionView {
  shares: Decimal;
  /** Tokens the shares redeem for and their USD value, at the vault's current share price. */
  tokens: Decimal;
  valueUsd: Decimal;
  /** Profit and loss and cost basis in USD, as the API computes them; undefined if it failed. */
  pnlUsd: Decimal | undefined;
  costBasisUsd: Decimal | undefined;
  /** Interest earned so far (tokens and USD): the latest point of the wallet's vault history. */
  interestEarned: Decimal | undefined;
  interestEarnedUsd: Decimal | undefined;
}

export function earnPositionView(input: {
  shares: Decimal;
  /**
   * The tokens the shares redeem for, when read from the chain (the vault's own share price, as
   * its forms compute it); valued at the token's price. Without it, the API's share price.
   */
  tokens?: Decimal;
  metrics: EarnVaultMetrics;
  pnl: EarnUserPnl | undefined;
  history: readonly EarnUserVaultMetricsPoint[] | undefined;
}): EarnPositionView {
  const { shares, metrics, pnl, history } = input;
  const latest = history?.reduce<EarnUserVaultMetricsPoint | undefined>(
    (last, point) => (!last || point.createdOn >= last.createdOn ? point : last),
    undefined,
  );
  const { tokens } = input;
  return {
    shares,
    tokens: tokens ?? shares.times(metrics.tokensPerShare),
    valueUsd: tokens ? tokens.times(metrics.tokenPrice) : shares.times(metrics.sharePrice),
    pnlUsd: pnl?.totalPnl.usd,
    costBasisUsd: pnl?.totalCostBasis.usd,
    interestEarned: latest?.cumulativeInterestEarned,
    interestEarnedUsd: latest?.cumulativeInterestEarnedUsd,
  };
}
