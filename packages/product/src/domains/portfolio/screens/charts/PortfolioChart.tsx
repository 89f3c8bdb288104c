import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartCurrency, PortfolioChartKind } from '../../data/charts/portfolioSeries';
import { axisText, timeText, valueText } from './chartText';

/** A chart row as recharts plots it (a number for display only, never for money maths). */
export interface PlotPoint {
  time: number;
  value: number;
}

export interface PortfolioChartProps {
  label: string;
  points: readonly PlotPoint[];
  currency: ChartCurrency;
  kind: PortfolioChartKind;
  /** Times within a day matter (ranges of a week). */
  intraday: boolean;
}

/** The net value or PnL line chart (loaded lazily with the chart library). */
export default function PortfolioChart({
  label,
  points,
  currency,
  kind,
  intraday,
}: PortfolioChartProps) {
  return (
    <figure className="keel-portfolio__chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="time"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(time: number) => timeText(time, intraday)}
          />
          <YAxis tickFormatter={(value: number) => axisText(value, currency)} width={80} />
          <Tooltip
            labelFormatter={(time) => timeText(Number(time), true)}
            formatter={(value) => [valueText(Number(value), currency, kind), label]}
          />
          <Line
            type="monotone"
            dataKey="value"
            dot={false}
            stroke="currentColor"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
