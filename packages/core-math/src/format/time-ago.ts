import { EMPTY_VALUE } from './number-text';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** A month in time-ago labels: 30 days (31 days is the first '1 month ago'). */
const MONTH_DAYS = 30;

/** Whole-unit age of a moment relative to `now`, as shown in time-ago labels. */
export type TimeAgo =
  | { unit: 'now' }
  | { unit: 'minute' | 'hour' | 'day' | 'week' | 'month'; count: number };

/**
 * Splits the age into the label's unit: now (under a minute, or in the future), minutes under
 * 60, hours under 24, days under 7, weeks under 31 days, then months (of 30 days).
 */
export function timeAgo(then: Date | number, now: Date | number): TimeAgo | undefined {
  const thenMs = typeof then === 'number' ? then : then.getTime();
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(thenMs) || !Number.isFinite(nowMs)) return undefined;
  const elapsed = nowMs - thenMs;
  if (elapsed < MINUTE_MS) return { unit: 'now' };
  if (elapsed < HOUR_MS) return { unit: 'minute', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hour', count: Math.floor(elapsed / HOUR_MS) };
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 31) return { unit: 'week', count: Math.floor(days / 7) };
  return { unit: 'month', count: Math.floor(days / MONTH_DAYS) };
}

/** 'now', '1 minute ago', '5 hours ago', '2 weeks ago', '3 months ago'; '-' for invalid dates. */
export function formatTimeAgo(then: Date | number, now: Date | number): string {
  const age = timeAgo(then, now);
  if (age === undefined) return EMPTY_VALUE;
  if (age.unit === 'now') return 'now';
  return `${age.count} ${age.unit}${age.count === 1 ? '' : 's'} ago`;
}
