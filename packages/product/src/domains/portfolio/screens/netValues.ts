import { MathDecimal } from '@keel/core-math';
import { useCallback, useMemo, useState } from 'react';
import { type PositionReport, REPORT_GROUPS, sameReport } from '../data/figures/positionReport';

/** How a position source reports itself to the portfolio. */
export type ReportPosition = (key: string, report: PositionReport) => void;

/**
 * The reports of the sources `keys` names, and their total net value: undefined until every
 * source has settled, null when one failed (the total would be wrong), else the sum; the groups
 * that failed say why the total is missing.
 */
export function usePositionReports(keys: readonly string[] | undefined) {
  const [reports, setReports] = useState<ReadonlyMap<string, PositionReport>>(new Map());
  const report = useCallback<ReportPosition>((key, next) => {
    setReports((previous) => {
      if (sameReport(previous.get(key), next)) return previous;
      const map = new Map(previous);
      map.set(key, next);
      return map;
    });
  }, []);
  const total = useMemo(() => {
    if (keys === undefined) return undefined;
    let sum = new MathDecimal(0);
    let failed = false;
    for (const key of keys) {
      const value = reports.get(key)?.value;
      if (value === undefined || value === null) return undefined;
      if (value === 'failed') failed = true;
      else sum = sum.add(value);
    }
    return failed ? null : sum;
  }, [keys, reports]);
  const current = useMemo(
    () => (keys ?? []).flatMap((key) => reports.get(key) ?? []),
    [keys, reports],
  );
  const failedGroups = useMemo(() => {
    const failed = new Set(current.flatMap((r) => (r.value === 'failed' ? [r.group] : [])));
    return REPORT_GROUPS.filter((group) => failed.has(group));
  }, [current]);
  return { report, total, reports: current, failedGroups };
}
