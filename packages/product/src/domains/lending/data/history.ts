import { type ChartRange, chartRangeStart } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../common/services/whenReady';
import { useLendingServices } from './services';

const HOUR_MS = 3_600_000;
const HOURLY_UP_TO_DAYS = 31;

/**
 * Start, end and frequency of a chart range. `now` is rounded down to the hour so the query key
 * stays the same between renders.
 */
export function historyWindow(range: ChartRange, nowMs: number) {
  const end = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
  const start = chartRangeStart(range, end);
  const frequency: 'hour' | 'day' =
    end - start <= HOURLY_UP_TO_DAYS * 24 * HOUR_MS ? 'hour' : 'day';
  return { start, end, frequency };
}

/** A reserve's metrics history over a chart range; disabled until `enabled` (the reserve exists). */
export function useReserveHistory(
  market: string | undefined,
  reserve: string | undefined,
  range: ChartRange,
  enabled: boolean,
) {
  const api = useLendingServices()?.api;
  const window = useMemo(() => historyWindow(range, Date.now()), [range]);
  const options = api?.lending.reserveMetricsHistory(market, reserve, window);
  return useQuery(
    whenReady(options && enabled ? options : undefined, `reserveHistory:${reserve ?? ''}`),
  );
}
