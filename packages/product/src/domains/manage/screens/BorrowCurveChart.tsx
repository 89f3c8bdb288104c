import type { CurvePoint } from '@keel/chain-readers';
import { formatPercent } from '@keel/core-math';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Basis points in one whole. */
const BPS_PER_WHOLE = 10_000;
/** A stored rate in bps as a percent, with separators: whole percents without decimals. */
const percent = (bps: number) =>
  formatPercent(bps / BPS_PER_WHOLE, { decimals: bps % 100 === 0 ? 0 : 2 });

/** The points up to the first at 100% utilization (the stored tail repeats it). */
export function curvePoints(points: readonly CurvePoint[]): CurvePoint[] {
  const end = points.findIndex((point) => point.utilizationRateBps >= 10_000);
  return end === -1 ? [...points] : points.slice(0, end + 1);
}

/** The borrow-rate curve: borrow APR by utilization (loaded lazily with the chart library). */
export default function BorrowCurveChart({
  symbol,
  points,
}: {
  symbol: string;
  points: readonly CurvePoint[];
}) {
  const data = curvePoints(points);
  return (
    <figure className="keel-manage__curve" aria-label={`${symbol} borrow rate curve`}>
      <ResponsiveContainer width="100%" height={200}>
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <XAxis
            dataKey="utilizationRateBps"
            type="number"
            domain={[0, 10_000]}
            tickFormatter={percent}
          />
          <YAxis dataKey="borrowRateBps" tickFormatter={percent} width={64} />
          <Tooltip
            labelFormatter={(value) => `Utilization ${percent(Number(value))}`}
            formatter={(value) => [percent(Number(value)), 'Borrow rate']}
          />
          <Line
            type="linear"
            dataKey="borrowRateBps"
            stroke="currentColor"
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
      <figcaption>
        {data
          .map((point) => `${percent(point.utilizationRateBps)} → ${percent(point.borrowRateBps)}`)
          .join(', ')}
      </figcaption>
    </figure>
  );
}
