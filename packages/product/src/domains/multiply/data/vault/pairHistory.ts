import type { ReserveMetricsHistory } from '@keel/api-client';
import { multiplyNetApy, type PositionSide, smoothOutliers } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** A chart row: time in ms and the value as a plotting number (display only). */
export interface PairHistoryPoint {
  time: number;
  value: number;
}

function series(
  history: ReserveMetricsHistory,
  pick: (m: ReserveMetricsHistory['history'][number]['metrics']) => Decimal | undefined,
) {
  const rows = [...history.history].sort((a, b) => a.timestamp - b.timestamp);
  const points = rows.flatMap((row) => {
    const value = pick(row.metrics);
    return value === undefined ? [] : [{ time: row.timestamp, value }];
  });
  return new Map(smoothOutliers(points).map((point) => [point.time, point.value]));
}

/**
 * The pair's net APY at a leverage through time, from the two reserves' histories: the
 * collateral's supply APY × L less the debt's borrow APY × (L − 1) (core-math's multiply net
 * APY), at the timestamps both reserves report, oldest first, spikes smoothed as the reserve
 * charts smooth them. Staking yields and rewards have no history and are left out.
 */
export function pairNetApySeries(
  collateral: ReserveMetricsHistory,
  debt: ReserveMetricsHistory,
  leverage: Decimal | number,
): PairHistoryPoint[] {
  const supply = series(collateral, (m) => m.supplyInterestAPY);
  const borrow = series(debt, (m) => m.borrowInterestAPY);
  return [...supply.keys()]
    .filter((time) => borrow.has(time))
    .sort((a, b) => a - b)
    .map((time) => ({
      time,
      value: multiplyNetApy({
        leverage,
        supplyApy: supply.get(time) ?? 0,
        borrowApy: borrow.get(time) ?? 0,
      }).toNumber(),
    }));
}

/**
 * The pair's price through time as a long or short quotes it: the base's USD price over the
 * quote's (long: collateral in debt; short: debt in collateral), from the reserves' histories at
 * the timestamps both report, oldest first.
 */
export function pairPriceSeries(
  collateral: ReserveMetricsHistory,
  debt: ReserveMetricsHistory,
  side: PositionSide,
): PairHistoryPoint[] {
  const collateralUsd = series(collateral, (m) => m.assetPriceUSD);
  const debtUsd = series(debt, (m) => m.assetPriceUSD);
  const [base, quote] = side === 'long' ? [collateralUsd, debtUsd] : [debtUsd, collateralUsd];
  return [...base.keys()]
    .sort((a, b) => a - b)
    .flatMap((time) => {
      const baseUsd = base.get(time);
      const quoteUsd = quote.get(time);
      if (baseUsd === undefined || quoteUsd === undefined || !quoteUsd.gt(0)) return [];
      return [{ time, value: baseUsd.div(quoteUsd).toNumber() }];
    });
}
