import { type Decimal, MathDecimal } from '@keel/core-math';
import type { PositionReport, ReportGroup } from './positionReport';
import { REPORT_GROUPS } from './positionReport';

/** One row of the Stats tab. Undefined figures are still loading; null ones are unknown. */
export interface GroupStats {
  group: ReportGroup | 'Total';
  count: number;
  value: Decimal | null | undefined;
  pnl: Decimal | null | undefined;
  /** Value-weighted over the positions that have an APY; null when none has. */
  apy: Decimal | null | undefined;
}

function sumOf(values: readonly (string | null | undefined)[]): Decimal | null | undefined {
  if (values.some((v) => v === undefined)) return undefined;
  const known = values.filter((v): v is string => v !== null);
  if (known.length === 0) return null;
  return known.reduce((sum, v) => sum.add(v), new MathDecimal(0));
}

function weightedApy(reports: readonly PositionReport[]): Decimal | null | undefined {
  if (reports.some((r) => r.apy === undefined || r.value === null)) return undefined;
  let weight: Decimal = new MathDecimal(0);
  let weighted: Decimal = new MathDecimal(0);
  for (const report of reports) {
    if (report.apy === null || report.apy === undefined) continue;
    if (report.value === null || report.value === 'failed') continue;
    const value = new MathDecimal(report.value);
    if (value.lte(0)) continue;
    weight = weight.add(value);
    weighted = weighted.add(value.mul(report.apy));
  }
  return weight.isZero() ? null : weighted.div(weight);
}

function statsOf(group: GroupStats['group'], reports: readonly PositionReport[]): GroupStats {
  const values = reports.map((r) => (r.value === 'failed' ? null : r.value));
  const failed = reports.some((r) => r.value === 'failed');
  const value = sumOf(values);
  return {
    group,
    count: reports.reduce((n, r) => n + r.count, 0),
    value: failed ? null : value,
    pnl: sumOf(reports.map((r) => r.pnl)),
    apy: weightedApy(reports),
  };
}

/**
 * The Stats tab: per group with positions, its count, net value, PnL and APY, then the total.
 * A failed source makes its group's (and the total's) value unknown rather than too small.
 */
export function positionStats(reports: readonly PositionReport[]): GroupStats[] {
  const present = reports.filter((r) => r.count > 0);
  const rows = REPORT_GROUPS.flatMap((group) => {
    const inGroup = present.filter((r) => r.group === group);
    return inGroup.length === 0 ? [] : [statsOf(group, inGroup)];
  });
  return [...rows, statsOf('Total', present)];
}
