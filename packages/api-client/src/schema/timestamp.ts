import { SchemaIssue } from './issue';
import { defineSchema, type Schema } from './schema';

/**
 * Milliseconds since the Unix epoch (UTC). Every timestamp a response carries — ISO strings,
 * epoch seconds, epoch milliseconds as numbers or strings, bare 'YYYY-MM-DD' dates — is read
 * into this one representation: a plain number sorts, compares and caches without surprises.
 */
export type EpochMs = number;

/**
 * Numbers below this are epoch seconds, at or above it epoch milliseconds. 1e11 seconds is in
 * the year 5138 and 1e11 milliseconds is March 1973, so no real timestamp of this product is
 * ambiguous.
 */
export const EPOCH_SECONDS_LIMIT = 1e11;

const INTEGER_TEXT = /^-?\d+(\.\d+)?$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Reads one timestamp in any of the accepted forms; undefined when it is none of them. */
export function toEpochMs(input: unknown): EpochMs | undefined {
  if (typeof input === 'number') return fromNumber(input);
  if (input instanceof Date) {
    const time = input.getTime();
    return Number.isNaN(time) ? undefined : time;
  }
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (INTEGER_TEXT.test(text)) return fromNumber(Number(text));
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [, year, month, day] = dateOnly;
    const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
    return isSameCalendarDay(time, Number(year), Number(month), Number(day)) ? time : undefined;
  }
  if (!DATE_TIME.test(text)) return undefined;
  // Some routes send ISO date-times without a zone designator; they are UTC.
  const normalised = text.replace(' ', 'T');
  const time = Date.parse(HAS_ZONE.test(normalised) ? normalised : `${normalised}Z`);
  return Number.isNaN(time) ? undefined : time;
}

/** A timestamp in any accepted form, read as epoch milliseconds. */
export function timestamp(): Schema<EpochMs> {
  return defineSchema('a timestamp', (input, path) => {
    const time = toEpochMs(input);
    if (time === undefined) throw new SchemaIssue(path, 'a timestamp', input);
    return time;
  });
}

function fromNumber(value: number): EpochMs | undefined {
  if (!Number.isFinite(value)) return undefined;
  return Math.abs(value) < EPOCH_SECONDS_LIMIT ? Math.round(value * 1000) : Math.round(value);
}

function isSameCalendarDay(time: number, year: number, month: number, day: number): boolean {
  const date = new Date(time);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
