import type { CurvePoint } from '@keel/chain-readers';
import { MathDecimal, tryToDecimal } from '@keel/core-math';
import type { ReserveConfigUpdate } from '@keel/lending-programs';
import { bpsPercentText } from '../../../common/bpsPercent';

/** One point of the borrow-rate curve as typed: utilization and borrow rate, in percent. */
export interface CurvePointText {
  utilizationPct: string;
  ratePct: string;
}

/** The program stores eleven points; the tail after 100 % utilization repeats the last. */
export const CURVE_POINTS = 11;
const FULL_BPS = 10_000;
/** The stored rate is a u32 of bps. */
const MAX_RATE_BPS = 4_294_967_295;
const PERCENT = /^\d+(\.\d{1,2})?$/;

const pct = (bps: number) => new MathDecimal(bps).div(100).toString();

/** The curve's points up to the first at 100 % utilization, in percent (the editor's rows). */
export function curveSettingsOf(points: readonly CurvePoint[]): CurvePointText[] {
  const end = points.findIndex((point) => point.utilizationRateBps >= FULL_BPS);
  const shown = end === -1 ? points : points.slice(0, end + 1);
  return shown.map((point) => ({
    utilizationPct: pct(point.utilizationRateBps),
    ratePct: pct(point.borrowRateBps),
  }));
}

/** A percent with at most two decimals as bps; undefined when it is not one. */
function bpsOf(text: string): number | undefined {
  const value = text.trim();
  if (!PERCENT.test(value)) return undefined;
  return tryToDecimal(value)?.times(100).toNumber();
}

/**
 * Every reason the lending program's curve check would refuse these points (first at 0 %, last
 * at 100 %, utilization strictly increasing, rate never decreasing), and the editor's own limits
 * (2 to 11 points, percents with two decimals at most). Empty when the curve can be sent.
 */
export function curveProblems(points: readonly CurvePointText[]): string[] {
  if (points.length < 2 || points.length > CURVE_POINTS) {
    return [`The curve has 2 to ${CURVE_POINTS} points`];
  }
  const problems: string[] = [];
  const parsed = points.map((point, index) => {
    const utilization = bpsOf(point.utilizationPct);
    const rate = bpsOf(point.ratePct);
    if (utilization === undefined || utilization > FULL_BPS) {
      problems.push(
        `Point ${index + 1}: utilization must be ${bpsPercentText(0)} to ${bpsPercentText(FULL_BPS)} (two decimals at most)`,
      );
    }
    if (rate === undefined || rate > MAX_RATE_BPS) {
      problems.push(`Point ${index + 1}: borrow rate must be a percent with two decimals at most`);
    }
    return { utilization: utilization ?? 0, rate: rate ?? 0 };
  });
  if (problems.length > 0) return problems;
  if (parsed[0]?.utilization !== 0) {
    problems.push(`First point of the curve must start at ${bpsPercentText(0)}`);
  }
  if (parsed[parsed.length - 1]?.utilization !== FULL_BPS) {
    problems.push(`Last point of the curve must end at ${bpsPercentText(FULL_BPS)}`);
  }
  for (let i = 1; i < parsed.length; i += 1) {
    const previous = parsed[i - 1];
    const point = parsed[i];
    if (!previous || !point) continue;
    if (point.utilization <= previous.utilization) {
      problems.push(`Point ${i + 1}: utilization must be above point ${i}'s`);
    }
    if (point.rate < previous.rate) {
      problems.push(`Point ${i + 1}: borrow rate must not be below point ${i}'s`);
    }
  }
  return problems;
}

/** The eleven stored points: the edited ones, then the last repeated. */
export function curveToStore(points: readonly CurvePointText[]): CurvePoint[] {
  const stored = points.map((point) => ({
    utilizationRateBps: bpsOf(point.utilizationPct) ?? 0,
    borrowRateBps: bpsOf(point.ratePct) ?? 0,
  }));
  const last = stored[stored.length - 1];
  while (last && stored.length < CURVE_POINTS) stored.push({ ...last });
  return stored;
}

const curveText = (points: readonly CurvePoint[]) =>
  curveSettingsOf(points)
    .map((point) => `${point.utilizationPct}%→${point.ratePct}%`)
    .join(', ');

export interface CurveChange {
  label: string;
  before: string;
  after: string;
  unit: string;
  update: ReserveConfigUpdate;
}

/** The curve's update_reserve_config when the edited points differ from the stored ones. */
export function curveChange(
  stored: readonly CurvePoint[],
  edited: readonly CurvePointText[],
): CurveChange | undefined {
  const next = curveToStore(edited);
  const same =
    next.length === stored.length &&
    next.every(
      (point, i) =>
        point.utilizationRateBps === stored[i]?.utilizationRateBps &&
        point.borrowRateBps === stored[i]?.borrowRateBps,
    );
  if (same) return undefined;
  return {
    label: 'Borrow rate curve',
    before: curveText(stored),
    after: curveText(next),
    unit: '',
    update: { mode: 'UpdateBorrowRateCurve', value: next },
  };
}
