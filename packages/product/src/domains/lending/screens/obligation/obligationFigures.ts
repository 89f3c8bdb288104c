import type {
  ObligationInterestFees,
  ObligationInterestPaid,
  ObligationMetricsHistory,
  ObligationPnl,
} from '@keel/api-client';
import { MathDecimal } from '@keel/core-math';
import type Decimal from 'decimal.js';
import type { PlotPoint } from '../reserve/historySeries';
import type { PnlState } from './PnlValue';

type FeeTotals =
  | ObligationInterestFees['totalFeesEarnedObligation']
  | ObligationInterestPaid['totalFeesPaidObligation'];

/** Interest total in USD for the obligation (its own entry, else the sum of all entries). */
export function interestTotalUsd(totals: FeeTotals, obligation: string): Decimal {
  const own = totals[obligation];
  if (own) return own.usdFees;
  return Object.values(totals).reduce<Decimal>(
    (sum, point) => sum.plus(point.usdFees),
    new MathDecimal(0),
  );
}

/** The PnL cell state of a query: pending while loading, empty on failure or no data. */
export function pnlState(
  query: { isPending: boolean; data: ObligationPnl | undefined; error: Error | null },
  unit: 'usd' | 'sol',
): PnlState {
  if (query.error) return { kind: 'empty' };
  if (query.isPending) return { kind: 'pending' };
  if (!query.data) return { kind: 'empty' };
  return { kind: 'value', value: query.data[unit] };
}

/** Net account value over time, oldest first (for the metrics chart). */
export function netValueSeries(history: ObligationMetricsHistory): PlotPoint[] {
  return [...history.history]
    .sort((a, b) => a.timestamp - b.timestamp)
    .map((row) => ({
      time: row.timestamp,
      value: Number(row.refreshedStats.netAccountValue.toString()),
    }));
}
