import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { ReserveView } from './reserveView';

/** Headline figures over every configured market. */
export interface LendingTotals {
  marketCount: number;
  totalSupplyUsd: Decimal;
  totalBorrowUsd: Decimal;
  /** The listed reserve with the highest total supply APY of its view (staking yield included). */
  bestSupply: { symbol: string; apy: Decimal } | undefined;
}

/** Sums the listed reserves' USD totals and picks the best supply APY. */
export function lendingTotals(
  marketCount: number,
  reserves: readonly ReserveView[],
): LendingTotals {
  let totalSupplyUsd: Decimal = new MathDecimal(0);
  let totalBorrowUsd: Decimal = new MathDecimal(0);
  let bestSupply: LendingTotals['bestSupply'];
  for (const reserve of reserves) {
    totalSupplyUsd = totalSupplyUsd.plus(reserve.totalSupplyUsd);
    totalBorrowUsd = totalBorrowUsd.plus(reserve.totalBorrowUsd);
    if (!bestSupply || reserve.apys.totalDepositApy.gt(bestSupply.apy)) {
      bestSupply = { symbol: reserve.symbol, apy: reserve.apys.totalDepositApy };
    }
  }
  return { marketCount, totalSupplyUsd, totalBorrowUsd, bestSupply };
}
