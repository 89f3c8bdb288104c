import { formatCompact, formatDateUtc, formatPercent } from '@keel/core-math';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { HistoryEmpty } from './HistoryEmpty';
import type { PlotPoint } from './historySeries';

export interface HistoryChartProps {
  label: string;
  points: readonly PlotPoint[];
  percent: boolean;
  /** Overrides the axis and tooltip format (a price in a quote token, say). */
  formatValue?: (value: number) => string;
}

const dateLabel = (time: number) => formatDateUtc(time);

/**
 * One history series as a line chart (loaded lazily with the chart library); a range without a
 * plottable point says so instead of drawing an empty box, and a lone point shows as a dot.
 */
export default function HistoryChart({ label, points, percent, formatValue }: HistoryChartProps) {
  const plotted = points.filter((point) => Number.isFinite(point.value));
  if (plotted.length === 0) return <HistoryEmpty label={label} />;
  const format =
    formatValue ??
    ((value: number) => (percent ? formatPercent(value) : formatCompact(value, { prefix: '$' })));
  return (
    <figure className="keel-history-chart" aria-label={`${label} history`}>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={plotted} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="time"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={dateLabel}
          />
          <YAxis tickFormatter={format} width={72} />
          <Tooltip
            labelFormatter={(time) => dateLabel(Number(time))}
            formatter={(value) => [format(Number(value)), label]}
          />
          <Line
            type="monotone"
            dataKey="value"
            dot={plotted.length === 1}
            stroke="currentColor"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
