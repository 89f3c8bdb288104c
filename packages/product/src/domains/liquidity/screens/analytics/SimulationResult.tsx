import type { PoolSimulation } from '@keel/api-client';
import { formatApy, formatCount, formatPercent, formatPnl, formatUsd } from '@keel/core-math';
import { Skeleton } from '@keel/ui-kit';
import { lazy, Suspense, useMemo } from 'react';
import { Figures } from '../../../../common/Figures';
import { signedFigure } from '../../../../common/signedFigure';
import { simulationSeries, simulationSummary } from '../../data/analytics/simulationSeries';

const SimulationChart = lazy(() => import('./SimulationChart'));
const CHART_HEIGHT = 300;

/** A finished backtest: its outcome as figures and the chart; a message when it has no days. */
export function SimulationResult({
  simulation,
  priceUnit,
}: {
  simulation: PoolSimulation;
  priceUnit: string;
}) {
  const summary = useMemo(() => simulationSummary(simulation), [simulation]);
  const points = useMemo(() => simulationSeries(simulation.points), [simulation]);
  if (!summary) {
    return (
      <p className="keel-analytics__empty" role="status">
        The pool has no history in this period. Choose later dates to simulate it.
      </p>
    );
  }
  return (
    <div className="keel-analytics__result">
      <Figures
        title={`Result over ${formatCount(summary.days)} days`}
        figures={[
          { label: 'Fees APY', value: signedFigure(formatApy(summary.feesApy)) },
          { label: 'Fees earned', value: formatPercent(summary.feesReturn) },
          { label: 'Impermanent loss', value: formatPercent(summary.ilReturn) },
          {
            label: 'PnL vs HODL',
            value: signedFigure(
              `${formatPnl(summary.versusHodlUsd)} (${formatPercent(summary.pnlReturn)})`,
              { positive: 'positive' },
            ),
          },
          {
            label: 'PnL vs USD',
            value: signedFigure(formatPercent(summary.pnlVsUsdReturn), { positive: 'positive' }),
          },
          { label: 'Position value', value: formatUsd(summary.investmentValueUsd) },
          { label: 'HODL value', value: formatUsd(summary.hodlValueUsd) },
          { label: 'Simulated rebalances', value: formatCount(summary.rebalances) },
        ]}
      />
      <Suspense fallback={<Skeleton shape="block" height={CHART_HEIGHT} />}>
        <SimulationChart points={points} priceUnit={priceUnit} />
      </Suspense>
    </div>
  );
}
