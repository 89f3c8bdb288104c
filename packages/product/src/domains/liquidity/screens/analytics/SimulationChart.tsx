import { formatCompact, formatDateUtc, formatPrice } from '@keel/core-math';
import {
  Area,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { SimulationPlotPoint } from '../../data/analytics/simulationSeries';

const dateLabel = (time: number) => formatDateUtc(time);
const usd = (value: number) => formatCompact(value, { prefix: '$' });

/**
 * The backtest: the position's value against HODL (USD, left axis) with the pool price and the
 * range band (right axis). Loaded lazily with the chart library.
 */
export default function SimulationChart({
  points,
  priceUnit,
}: {
  points: readonly SimulationPlotPoint[];
  priceUnit: string;
}) {
  return (
    <figure className="keel-history-chart" aria-label="Simulated position against HODL chart">
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={[...points]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="time"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={dateLabel}
          />
          <YAxis yAxisId="value" tickFormatter={usd} width={72} domain={['auto', 'auto']} />
          <YAxis
            yAxisId="price"
            orientation="right"
            tickFormatter={(value: number) => formatPrice(value)}
            width={72}
            domain={['auto', 'auto']}
          />
          <Tooltip
            labelFormatter={(time) => dateLabel(Number(time))}
            formatter={(value, name) => {
              if (Array.isArray(value)) {
                return [value.map((v) => formatPrice(Number(v))).join(' – '), String(name)];
              }
              return [
                String(name).startsWith('Price') ? formatPrice(Number(value)) : usd(Number(value)),
                String(name),
              ];
            }}
          />
          <Legend />
          <Area
            yAxisId="price"
            dataKey="band"
            name={`Range (${priceUnit})`}
            stroke="none"
            fill="currentColor"
            fillOpacity={0.12}
            isAnimationActive={false}
          />
          <Line
            yAxisId="price"
            dataKey="price"
            name={`Price (${priceUnit})`}
            dot={false}
            stroke="currentColor"
            strokeOpacity={0.5}
            strokeDasharray="2 3"
            isAnimationActive={false}
          />
          <Line
            yAxisId="value"
            dataKey="investment"
            name="Position (USD)"
            dot={false}
            stroke="var(--keel-color-accent, #5b8def)"
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            yAxisId="value"
            dataKey="hodl"
            name="HODL (USD)"
            dot={false}
            stroke="currentColor"
            strokeDasharray="4 4"
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
