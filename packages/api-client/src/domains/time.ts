import { type EpochMs, toEpochMs } from '../schema/timestamp';

/** A moment given by a caller: epoch milliseconds, a Date, or an ISO / 'YYYY-MM-DD' string. */
export type TimeInput = EpochMs | Date | string;

export const DAY_MS = 86_400_000;

/** Reads a caller's time as epoch milliseconds; a value that is no time is a programming error. */
export function toTime(input: TimeInput): EpochMs {
  const time = toEpochMs(input);
  if (time === undefined) throw new RangeError(`Not a time: ${String(input)}`);
  return time;
}

/** The ISO-8601 form every `start` / `end` query parameter is sent in. */
export function toIso(input: TimeInput): string {
  return new Date(toTime(input)).toISOString();
}

/** Optional variant for optional query parameters. */
export function toIsoOrUndefined(input: TimeInput | undefined): string | undefined {
  return input === undefined ? undefined : toIso(input);
}

/** 'YYYY-MM-DD' in UTC. */
export function toIsoDate(input: TimeInput): string {
  return toIso(input).slice(0, 10);
}
