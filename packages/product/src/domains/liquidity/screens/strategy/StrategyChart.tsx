import { formatCompact, formatDateUtc, formatPercent, formatPrice } from '@keel/core-math';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type {
  PerformancePlotPoint,
  PlotPoint,
  RangePlotPoint,
} from '../../data/strategy/strategySeries';

export type StrategyChartProps =
  | { kind: 'range'; label: string; points: readonly RangePlotPoint[] }
  | { kind: 'metric'; label: string; points: readonly PlotPoint[]; percent: boolean }
  | { kind: 'performance'; label: string; points: readonly PerformancePlotPoint[]; unit: string };

interface LineSpec {
  key: string;
  name: string;
  dashed?: boolean;
}

function linesOf(props: StrategyChartProps): LineSpec[] {
  if (props.kind === 'range') {
    return [
      { key: 'price', name: 'Price' },
      { key: 'lower', name: 'Range lower', dashed: true },
      { key: 'upper', name: 'Range upper', dashed: true },
    ];
  }
  if (props.kind === 'performance') {
    return [
      { key: 'strategy', name: 'Strategy' },
      { key: 'hodl', name: 'HODL', dashed: true },
    ];
  }
  return [{ key: 'value', name: props.label }];
}

function formatterOf(props: StrategyChartProps): (value: number) => string {
  if (props.kind === 'range') return (value) => formatPrice(value);
  if (props.kind === 'performance') {
    return (value) => formatCompact(value, props.unit === 'USD' ? { prefix: '$' } : {});
  }
  return props.percent
    ? (value) => formatPercent(value)
    : (value) => formatCompact(value, { prefix: '$' });
}

const dateLabel = (time: number) => formatDateUtc(time);

/** A strategy history as a line chart (loaded lazily with the chart library). */
export default function StrategyChart(props: StrategyChartProps) {
  const format = formatterOf(props);
  return (
    <figure className="keel-history-chart" aria-label={`${props.label} chart`}>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={[...props.points]} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="time"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={dateLabel}
          />
          <YAxis tickFormatter={format} width={72} domain={['auto', 'auto']} />
          <Tooltip
            labelFormatter={(time) => dateLabel(Number(time))}
            formatter={(value, name) => [format(Number(value)), String(name)]}
          />
          {linesOf(props).map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.name}
              dot={false}
              stroke="currentColor"
              strokeOpacity={line.dashed ? 0.6 : 1}
              strokeDasharray={line.dashed ? '4 4' : undefined}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
