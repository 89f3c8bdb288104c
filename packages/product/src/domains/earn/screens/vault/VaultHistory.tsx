import {
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton, Tabs } from '@keel/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useVaultHistory } from '../../data/earnHooks';
import { VAULT_SERIES, type VaultSeriesId, vaultSeries } from './vaultSeries';

const HistoryChart = lazy(() => import('../../../lending/screens/reserve/HistoryChart'));

/**
 * The vault's APY, TVL and share price history over the D§2 ranges. A failure here leaves the rest
 * of the page working.
 */
export function VaultHistory({ vault }: { vault: string }) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [series, setSeries] = useState<VaultSeriesId>('apy');
  const history = useVaultHistory(vault, range);
  const chosen = VAULT_SERIES.find((s) => s.id === series) ?? VAULT_SERIES[0];
  return (
    <section aria-label="History">
      <h2 className="keel-section-title">History</h2>
      <ChoiceGroup<ChartRange>
        legend="Chart range"
        className="keel-history__controls"
        options={CHART_RANGES.map((id) => ({ id, label: CHART_RANGE_LABELS[id] }))}
        value={range}
        onChange={setRange}
      />
      <Tabs
        label="History series"
        value={series}
        onValueChange={setSeries}
        tabs={VAULT_SERIES.map((s) => ({
          id: s.id,
          label: s.label,
          content: history.error ? (
            <LoadError
              title="History is not available"
              error={history.error}
              onRetry={() => void history.refetch()}
            />
          ) : history.data && chosen ? (
            <Suspense fallback={<Skeleton shape="block" height={220} />}>
              <HistoryChart
                label={chosen.label}
                points={vaultSeries(history.data, chosen.id)}
                percent={chosen.percent}
              />
            </Suspense>
          ) : (
            <Skeleton shape="block" height={220} />
          ),
        }))}
      />
    </section>
  );
}
