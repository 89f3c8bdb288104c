import type { EarnVaultMetricsPoint } from '@keel/api-client';
import { smoothOutliers } from '@keel/core-math';
import type { PlotPoint } from '../../../lending/screens/reserve/historySeries';

export type VaultSeriesId = 'apy' | 'tvl' | 'sharePrice';

export const VAULT_SERIES: readonly {
  id: VaultSeriesId;
  label: string;
  percent: boolean;
}[] = [
  { id: 'apy', label: 'APY', percent: true },
  { id: 'tvl', label: 'TVL', percent: false },
  { id: 'sharePrice', label: 'Share price', percent: false },
];

/** One series of a vault's history, oldest first, APY spikes smoothed (core-math). */
export function vaultSeries(
  points: readonly EarnVaultMetricsPoint[],
  id: VaultSeriesId,
): PlotPoint[] {
  const rows = [...points].sort((a, b) => a.timestamp - b.timestamp);
  const values = rows.flatMap((row) => {
    const value = id === 'apy' ? row.apy : id === 'tvl' ? row.tvl : row.sharePrice;
    return value === undefined ? [] : [{ time: row.timestamp, value }];
  });
  const smoothed = id === 'apy' ? smoothOutliers(values) : values;
  return smoothed.map((point) => ({ time: point.time, value: Number(point.value.toString()) }));
}
