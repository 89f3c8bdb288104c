import { Button } from '@keel/ui-kit';
import { CURVE_POINTS, type CurvePointText } from '../data/curveSettings';

/**
 * The borrow-rate curve as editable points (utilization → borrow rate, in percent): points can be
 * added before the last (up to the program's eleven) and removed between the first and the last.
 */
export function CurveEditor({
  id,
  points,
  onChange,
}: {
  id: string;
  points: readonly CurvePointText[];
  onChange: (points: CurvePointText[]) => void;
}) {
  const set = (index: number, next: Partial<CurvePointText>) =>
    onChange(points.map((point, i) => (i === index ? { ...point, ...next } : point)));
  const addPoint = () => {
    const last = points[points.length - 1];
    const before = points[points.length - 2];
    if (!last) return;
    const middle = before
      ? ((Number(before.utilizationPct) + Number(last.utilizationPct)) / 2).toFixed(2)
      : '0';
    const inserted = { utilizationPct: String(Number(middle)), ratePct: before?.ratePct ?? '0' };
    onChange([...points.slice(0, -1), inserted, last]);
  };
  return (
    <fieldset className="keel-manage__curve-editor">
      <legend>Borrow rate curve</legend>
      <ol>
        {points.map((point, index) => {
          const rowId = `${id}-point-${index}`;
          const inner = index > 0 && index < points.length - 1;
          return (
            // Points have no identity of their own: the position is the point.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="keel-manage__curve-point">
              <label htmlFor={`${rowId}-u`}>Point {index + 1} utilization (%)</label>
              <input
                id={`${rowId}-u`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={point.utilizationPct}
                onChange={(event) => set(index, { utilizationPct: event.target.value })}
              />
              <label htmlFor={`${rowId}-r`}>Point {index + 1} borrow rate (%)</label>
              <input
                id={`${rowId}-r`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={point.ratePct}
                onChange={(event) => set(index, { ratePct: event.target.value })}
              />
              {inner ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onChange(points.filter((_, i) => i !== index))}
                >
                  Remove point {index + 1}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        variant="secondary"
        disabled={points.length >= CURVE_POINTS}
        onClick={addPoint}
      >
        Add point
      </Button>
    </fieldset>
  );
}
