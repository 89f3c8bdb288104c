import type Decimal from 'decimal.js';

/** D§9: a month is 2 628 000 s (a twelfth of a 365-day year). */
const DAY_SECONDS = 86_400;
const MONTH_SECONDS = 2_628_000;

/** D§2: the points page's period choices, 7 days first (the default). */
export const POINTS_PERIODS = [
  { id: '7d', label: '7 days', seconds: 7 * DAY_SECONDS },
  { id: '30d', label: '30 days', seconds: 30 * DAY_SECONDS },
  { id: '90d', label: '90 days', seconds: 90 * DAY_SECONDS },
  { id: '6m', label: '6 months', seconds: 6 * MONTH_SECONDS },
] as const;

export type PointsPeriodId = (typeof POINTS_PERIODS)[number]['id'];
export const DEFAULT_POINTS_PERIOD: PointsPeriodId = '7d';

/** Points the current rate earns over a period (raw units, as the rate). */
export function pointsOverPeriod(perSecond: Decimal, id: PointsPeriodId): Decimal {
  const period = POINTS_PERIODS.find((candidate) => candidate.id === id) ?? POINTS_PERIODS[0];
  return perSecond.mul(period.seconds);
}
