import { autoFrequency, FREQUENCY_MS, type Frequency, gridTimes, MAX_POINTS } from '../data/time';
import { badRequest } from '../http/http-error';
import { enumParam, timeParam } from '../http/params';

export interface TimeRange {
  start: number;
  end: number;
}

/**
 * `start` / `end` of a history request, clamped to [floor, anchor]. A range that ends before
 * it starts is a 400.
 */
export function rangeParams(
  query: URLSearchParams,
  defaults: { start: number; end: number; floor: number },
): TimeRange {
  const start = Math.max(timeParam(query, 'start') ?? defaults.start, defaults.floor);
  const end = Math.min(timeParam(query, 'end') ?? defaults.end, defaults.end);
  if (
    end < start &&
    timeParam(query, 'start') !== undefined &&
    timeParam(query, 'end') !== undefined
  )
    throw badRequest('end must not be before start');
  return { start, end: Math.max(start, end) };
}

/** The series' times at the requested (or automatic) frequency; too many points is a 400. */
export function seriesTimes(
  query: URLSearchParams,
  range: TimeRange,
  allowed: readonly Frequency[] = ['hour', 'day'],
): { times: number[]; step: number; frequency: Frequency } {
  const frequency = enumParam(query, 'frequency', allowed) ?? autoFrequency(range.start, range.end);
  const step = FREQUENCY_MS[frequency];
  if ((range.end - range.start) / step > MAX_POINTS)
    throw badRequest(
      `The range holds more than ${MAX_POINTS} points at frequency ${frequency}; narrow it or use a coarser frequency`,
    );
  return { times: gridTimes(range.start, range.end, step), step, frequency };
}
