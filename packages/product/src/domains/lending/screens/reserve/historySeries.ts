import type { ReserveMetricsHistory } from '@keel/api-client';
import { smoothOutliers } from '@keel/core-math';

export type ReserveSeriesId = 'supplyApy' | 'borrowApy' | 'tvl' | 'utilization';

export const RESERVE_SERIES: readonly { id: ReserveSeriesId; label: string; percent: boolean }[] = [
  { id: 'supplyApy', label: 'Supply APY', percent: true },
  { id: 'borrowApy', label: 'Borrow APY', percent: true },
  { id: 'tvl', label: 'TVL', percent: false },
  { id: 'utilization', label: 'Utilization', percent: true },
];

/** A chart row: time in ms and the value as a plotting number (display only, never money maths). */
export interface PlotPoint {
  time: number;
  value: number;
}

/** One series of a reserve's history, oldest first, APY spikes smoothed (core-math). */
export function reserveSeries(history: ReserveMetricsHistory, id: ReserveSeriesId): PlotPoint[] {
  const rows = [...history.history].sort((a, b) => a.timestamp - b.timestamp);
  const points = rows.flatMap((row) => {
    const m = row.metrics;
    const value =
      id === 'supplyApy'
        ? m.supplyInterestAPY
        : id === 'borrowApy'
          ? m.borrowInterestAPY
          : id === 'tvl'
            ? m.tvl
            : m.utilizationRatio;
    return value === undefined ? [] : [{ time: row.timestamp, value }];
  });
  const smoothed = id === 'supplyApy' || id === 'borrowApy' ? smoothOutliers(points) : points;
  return smoothed.map((point) => ({ time: point.time, value: Number(point.value.toString()) }));
}
