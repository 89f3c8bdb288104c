import { LOAD_ERROR_MESSAGES } from '@keel/api-client';
import {
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  DEFAULT_CHART_RANGE,
  formatPercent,
  formatPnl,
} from '@keel/core-math';
import { ChoiceGroup, Skeleton, Tabs } from '@keel/ui-kit';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadError } from '../../../../common/LoadError';
import { signedFigure } from '../../../../common/signedFigure';
import type { StrategyModel } from '../../data/strategy/strategyModel';
import {
  type Currency,
  latestPnlVersusHodl,
  METRIC_SERIES,
  type MetricSeriesId,
  metricSeries,
  performanceSeries,
  rangeSeries,
  valueSeries,
} from '../../data/strategy/strategySeries';
import { useStrategyHistory } from '../../data/strategy/useStrategyHistory';
import type { StrategyChartProps } from './StrategyChart';

const StrategyChart = lazy(() => import('./StrategyChart'));

const CHART_HEIGHT = 240;

/** A read's chart: its error with a retry, a skeleton while it loads, else the chart. */
function ChartState<T>({
  read,
  title,
  chart,
}: {
  read: { data: T | undefined; error: Error | null; refetch: () => unknown };
  title: string;
  chart: (data: T) => StrategyChartProps;
}) {
  if (read.error && !read.data) {
    return <LoadError title={title} error={read.error} onRetry={() => void read.refetch()} />;
  }
  if (!read.data) return <Skeleton shape="block" height={CHART_HEIGHT} />;
  return (
    <Suspense fallback={<Skeleton shape="block" height={CHART_HEIGHT} />}>
      <StrategyChart {...chart(read.data)} />
    </Suspense>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="keel-strategy__section">
      <h2 className="keel-section-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The strategy's histories over the D§2 chart ranges: the pool price against the position's
 * range, the metrics (APY, TVL, share price, volume, fees and rewards) and the simulated deposit against
 * holding its tokens, in USD or SOL. Each failure stays in its own section.
 */
export function StrategyHistory({ strategy }: { strategy: StrategyModel }) {
  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  const [series, setSeries] = useState<MetricSeriesId>('apy');
  const [currency, setCurrency] = useState<Currency>('USD');
  const { ranges, metrics, performance, history } = useStrategyHistory(strategy.address, range);
  const chosen = METRIC_SERIES.find((s) => s.id === series) ?? METRIC_SERIES[0];
  const pnl = performance.data ? latestPnlVersusHodl(performance.data) : undefined;
  const pair = `${strategy.tokenB.symbol} per ${strategy.tokenA.symbol}`;
  return (
    <>
      <ChoiceGroup<ChartRange>
        legend="Chart range"
        className="keel-history__controls"
        options={CHART_RANGES.map((id) => ({ id, label: CHART_RANGE_LABELS[id] }))}
        value={range}
        onChange={setRange}
      />
      <Section title="Price and range">
        <ChartState
          read={ranges}
          title={LOAD_ERROR_MESSAGES.strategies}
          chart={(data) => ({
            kind: 'range',
            label: `Price and range (${pair})`,
            points: rangeSeries(data),
          })}
        />
      </Section>
      <Section title="Metrics history">
        <Tabs
          label="Metrics series"
          value={series}
          onValueChange={setSeries}
          tabs={METRIC_SERIES.map((s) => ({
            id: s.id,
            label: s.label,
            content:
              chosen?.source === 'history' ? (
                <ChartState
                  read={history}
                  title={LOAD_ERROR_MESSAGES.strategies}
                  chart={(data) => ({
                    kind: 'metric',
                    label: chosen.label,
                    points: valueSeries(data, chosen.id),
                    percent: false,
                  })}
                />
              ) : chosen ? (
                <ChartState
                  read={metrics}
                  title={LOAD_ERROR_MESSAGES.strategies}
                  chart={(data) => ({
                    kind: 'metric',
                    label: chosen.label,
                    points: metricSeries(data, chosen.id),
                    percent: chosen.percent,
                  })}
                />
              ) : null,
          }))}
        />
      </Section>
      <Section title="PnL vs HODL">
        <ChoiceGroup<Currency>
          legend="Currency"
          options={[
            { id: 'USD', label: 'USD' },
            { id: 'SOL', label: 'SOL' },
          ]}
          value={currency}
          onChange={setCurrency}
        />
        <dl className="keel-figures keel-strategy__pnl">
          <div className="keel-figures__item">
            <dt>Strategy vs HODL ({currency})</dt>
            <dd>
              {signedFigure(pnl ? pnlVsHodlText(pnl, currency) : performance.error ? '-' : '…', {
                positive: 'positive',
                reason: 'Performance could not be loaded',
              })}
            </dd>
          </div>
        </dl>
        <ChartState
          read={performance}
          title={LOAD_ERROR_MESSAGES.strategies}
          chart={(data) => ({
            kind: 'performance',
            label: `A 1,000 USD deposit against HODL (${currency})`,
            points: performanceSeries(data, currency),
            unit: currency,
          })}
        />
      </Section>
    </>
  );
}

function pnlVsHodlText(
  pnl: NonNullable<ReturnType<typeof latestPnlVersusHodl>>,
  currency: Currency,
): string {
  const value =
    currency === 'USD'
      ? formatPnl(pnl.usd)
      : formatPnl(pnl.sol, { prefix: '', suffix: ' SOL', decimals: 4 });
  const percent = currency === 'USD' ? pnl.usdPercent : pnl.solPercent;
  return percent ? `${value} (${formatPercent(percent)})` : value;
}
