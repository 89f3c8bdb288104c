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

/** Today's yields of the pair (fractions): what the headline net APY is computed from. */
export interface TodaysYields {
  supplyApy: Decimal;
  borrowApy: Decimal;
  stakingApy: Decimal;
  collateralRewardApy: Decimal;
  debtRewardApy: Decimal;
}

/**
 * The pair's net APY at a leverage through time (core-math's multiply net APY): the collateral's
 * supply APY and the debt's borrow APY from the two reserves' histories, at the timestamps both
 * report, spikes smoothed as the reserve charts smooth them; staking yields and rewards have no
 * history, so every point takes today's. The last point is now, from today's yields alone: the
 * figure the form shows at that leverage. Oldest first.
 */
export function pairNetApySeries(
  collateral: ReserveMetricsHistory,
  debt: ReserveMetricsHistory,
  leverage: Decimal | number,
  today: TodaysYields & { time: number },
): PairHistoryPoint[] {
  const supply = series(collateral, (m) => m.supplyInterestAPY);
  const borrow = series(debt, (m) => m.borrowInterestAPY);
  const at = (supplyApy: Decimal, borrowApy: Decimal) =>
    multiplyNetApy({
      leverage,
      supplyApy,
      borrowApy,
      stakingApy: today.stakingApy,
      collateralRewardApy: today.collateralRewardApy,
      debtRewardApy: today.debtRewardApy,
    }).toNumber();
  const past = [...supply.keys()]
    .filter((time) => borrow.has(time) && time < today.time)
    .sort((a, b) => a - b)
    .map((time) => ({
      time,
      value: at(supply.get(time) ?? today.supplyApy, borrow.get(time) ?? today.borrowApy),
    }));
  return [...past, { time: today.time, value: at(today.supplyApy, today.borrowApy) }];
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
