import {
  CHART_INTERVALS,
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartInterval,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  isChartInterval,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import {
  CHART_CURRENCIES,
  type ChartCurrency,
  chartWindow,
  intervalsFor,
  type PortfolioChartKind,
  sampleTimes,
  sumSeries,
} from '../../data/charts/portfolioSeries';
import { usePortfolioHistory } from '../../data/charts/usePortfolioHistory';

const PortfolioChart = lazy(() => import('./PortfolioChart'));

const KINDS: readonly { id: PortfolioChartKind; label: string }[] = [
  { id: 'netValue', label: 'Net value' },
  { id: 'pnl', label: 'PnL' },
];

/** What each chart sums (the API keeps no PnL history of an obligation). */
const CHART_LABELS: Record<PortfolioChartKind, string> = {
  netValue: 'Net value',
  pnl: 'PnL of liquidity and earn positions',
};

const DEFAULT_INTERVAL: ChartInterval = 'day';

/**
 * The portfolio's net-value and PnL charts (D§2): ranges 7D … All time, intervals 5min … month
 * (those a range can draw within MAX_CHART_POINTS), in USD or SOL. A failure here leaves the rest of
 * the page working.
 */
export function PortfolioCharts({ owner }: { owner: string }) {
  const [kind, setKind] = useState<PortfolioChartKind>('netValue');
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [chosen, setChosen] = useState<ChartInterval>(DEFAULT_INTERVAL);
  const [currency, setCurrency] = useState<ChartCurrency>('USD');
  const intervalId = useId();
  const window = useMemo(() => chartWindow(range, Date.now()), [range]);
  const intervals = intervalsFor(CHART_INTERVALS, window);
  const interval = intervals.includes(chosen) ? chosen : (intervals.at(-1) ?? 'month');
  const history = usePortfolioHistory(owner, window, kind);
  const points = useMemo(
    () =>
      history.sources &&
      sumSeries(history.sources, sampleTimes(window, interval), currency).map((point) => ({
        time: point.time,
        value: point.value.toNumber(),
      })),
    [history.sources, window, interval, currency],
  );
  const label = CHART_LABELS[kind];
  return (
    <section className="keel-portfolio__charts" aria-label="Charts">
      <ChoiceGroup<PortfolioChartKind>
        legend="Chart"
        options={KINDS}
        value={kind}
        onChange={setKind}
      />
      <ChoiceGroup<ChartRange>
        legend="Chart range"
        options={CHART_RANGES.map((id) => ({ id, label: CHART_RANGE_LABELS[id] }))}
        value={range}
        onChange={setRange}
      />
      <label htmlFor={intervalId}>Interval</label>
      <select
        id={intervalId}
        value={interval}
        onChange={(event) => {
          if (isChartInterval(event.target.value)) setChosen(event.target.value);
        }}
      >
        {intervals.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <ChoiceGroup<ChartCurrency>
        legend="Currency"
        options={CHART_CURRENCIES.map((id) => ({ id, label: id }))}
        value={currency}
        onChange={setCurrency}
      />
      {history.error ? (
        <LoadError
          title="History is not available"
          error={history.error}
          onRetry={history.refetch}
        />
      ) : points ? (
        <Suspense fallback={<Skeleton shape="block" height={240} />}>
          <PortfolioChart
            label={label}
            points={points}
            currency={currency}
            kind={kind}
            intraday={range === '7D'}
          />
        </Suspense>
      ) : (
        <Skeleton shape="block" height={240} />
      )}
    </section>
  );
}
