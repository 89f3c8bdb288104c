import { formatPercent } from '@keel/core-math';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

export interface AllocationSlice {
  label: string;
  /** Share of the vault as a plotting number (display only). */
  value: number;
}

const COLORS = ['#4f8cff', '#35c28a', '#f5a524', '#b46cf0', '#f25f5c', '#38bdf8', '#a3a3a3'];

/** The vault's allocation across reserves as a donut chart (loaded lazily with recharts). */
export default function AllocationChart({ slices }: { slices: readonly AllocationSlice[] }) {
  return (
    <figure className="keel-earn-chart" aria-label="Allocation chart">
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
          <Pie
            data={[...slices]}
            dataKey="value"
            nameKey="label"
            innerRadius={60}
            outerRadius={100}
            isAnimationActive={false}
          >
            {slices.map((slice, index) => (
              <Cell key={slice.label} fill={COLORS[index % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(value, name) => [formatPercent(Number(value)), String(name)]} />
        </PieChart>
      </ResponsiveContainer>
      <figcaption className="keel-visually-hidden">
        {slices.map((slice) => `${slice.label}: ${formatPercent(slice.value)}`).join(', ')}
      </figcaption>
    </figure>
  );
}
