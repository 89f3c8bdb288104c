export type { ChartPoint, ChartPointInput } from './chart-point';
export { aprToApy, apyToApr, DAYS_PER_YEAR, jlpAprToApy } from './compounding';
export {
  CHART_INTERVAL_MS,
  CHART_INTERVALS,
  type ChartInterval,
  chartPointCount,
  isChartInterval,
} from './intervals';
export { MOVING_AVERAGE_WINDOW, movingAverage } from './moving-average';
export {
  ALL_TIME_START_MS,
  CHART_RANGE_DAYS,
  CHART_RANGE_LABELS,
  CHART_RANGES,
  type ChartRange,
  chartRangeFromDays,
  chartRangeStart,
  DEFAULT_CHART_RANGE,
  DEFAULT_CHART_RANGE_DAYS,
  YIELD_HISTORY_YEARS,
  yieldHistoryStart,
} from './ranges';
export { OUTLIER_THRESHOLD, smoothOutliers } from './smoothing';
