import type { ChartRange } from '@keel/core-math';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { whenReady } from '../../../../common/services/whenReady';
import { useStrategyServices } from './services';
import { strategyHistoryWindow, valueHistoryFrequency } from './strategySeries';

/**
 * A strategy's histories over a chart range: pool price and ranges, daily metrics, share price
 * and TVL, and the simulated deposit against HODL (deposited at the range's start). Each fails on
 * its own.
 */
export function useStrategyHistory(address: string | undefined, range: ChartRange) {
  const api = useStrategyServices()?.api.strategies;
  const window = useMemo(() => strategyHistoryWindow(range, Date.now()), [range]);
  const key = `${address ?? ''}:${range}`;
  const ranges = useQuery(
    whenReady(address ? api?.rangesHistory(address, window) : undefined, `strategy:ranges:${key}`),
  );
  const metrics = useQuery(
    whenReady(
      address ? api?.metricsHistory(address, window) : undefined,
      `strategy:metricsHistory:${key}`,
    ),
  );
  const performance = useQuery(
    whenReady(
      address ? api?.performance(address, window.start) : undefined,
      `strategy:performance:${key}`,
    ),
  );
  // No end: the series runs to the latest point, today's share price and TVL.
  const history = useQuery(
    whenReady(
      address
        ? api?.history(address, { start: window.start, frequency: valueHistoryFrequency(range) })
        : undefined,
      `strategy:valueHistory:${key}`,
    ),
  );
  return { ranges, metrics, performance, history };
}
