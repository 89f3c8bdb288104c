export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const YEAR_MS = 365 * DAY_MS;

export type Frequency = 'minute' | 'hour' | 'day';

export const FREQUENCY_MS: Record<Frequency, number> = {
  minute: MINUTE_MS,
  hour: HOUR_MS,
  day: DAY_MS,
};

/** The longest series one response may hold; a wider range must use a coarser frequency. */
export const MAX_POINTS = 20_000;

export function floorTo(time: number, step: number): number {
  return Math.floor(time / step) * step;
}

/** Grid times `k × step` within [start, end], oldest first. */
export function gridTimes(start: number, end: number, step: number): number[] {
  const times: number[] = [];
  for (let time = Math.ceil(start / step) * step; time <= end; time += step) times.push(time);
  return times;
}

/** Hourly points for ranges up to 31 days, daily beyond: what the history routes return. */
export function autoFrequency(start: number, end: number): Frequency {
  return end - start <= 31 * DAY_MS ? 'hour' : 'day';
}

export function iso(time: number): string {
  return new Date(time).toISOString();
}

/** 'YYYY-MM-DD' in UTC. */
export function isoDate(time: number): string {
  return iso(time).slice(0, 10);
}
