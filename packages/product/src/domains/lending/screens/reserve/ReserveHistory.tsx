import {
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton, Tabs } from '@keel/ui-kit';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { useNearViewport } from '../../../../common/useNearViewport';
import { useReserveHistory } from '../../data/history';
import { HistoryEmpty } from './HistoryEmpty';
import { RESERVE_SERIES, type ReserveSeriesId, reserveSeries } from './historySeries';

const HistoryChart = lazy(() => import('./HistoryChart'));

/**
 * The reserve's history charts (supply APY, borrow APY, TVL, utilization) over the D§2 ranges. A
 * failure here leaves the rest of the page working (its message with Retry); a range the API
 * answers without points says so rather than showing an empty box.
 */
export function ReserveHistory({ market, reserve }: { market: string; reserve: string }) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [series, setSeries] = useState<ReserveSeriesId>('supplyApy');
  const history = useReserveHistory(market, reserve, range, true);
  const chosen = RESERVE_SERIES.find((s) => s.id === series) ?? RESERVE_SERIES[0];
  const points = history.data && chosen ? reserveSeries(history.data, chosen.id) : undefined;
  // The chart library loads once the section nears the viewport, not with the page.
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  return (
    <section aria-label="History" ref={sectionRef}>
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
        tabs={RESERVE_SERIES.map((s) => ({
          id: s.id,
          label: s.label,
          content: history.error ? (
            <LoadError
              title="History is not available"
              error={history.error}
              onRetry={() => void history.refetch()}
            />
          ) : points?.length === 0 && chosen ? (
            <HistoryEmpty label={chosen.label} />
          ) : points && chosen && near ? (
            <Suspense fallback={<Skeleton shape="block" height={220} />}>
              <HistoryChart label={chosen.label} points={points} percent={chosen.percent} />
            </Suspense>
          ) : (
            <Skeleton shape="block" height={220} />
          ),
        }))}
      />
    </section>
  );
}
