import { isFiniteDecimal, type NumericInput, tryToDecimal } from '../decimal';
import { EMPTY_VALUE, groupThousands } from './number-text';

function isoOf(time: Date | number): string | undefined {
  const date = typeof time === 'number' ? new Date(time) : time;
  return Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
}

/** A moment (ms since the epoch, or a Date) as 'YYYY-MM-DD HH:mm UTC': the same on every machine. */
export function formatDateTimeUtc(time: Date | number): string {
  const iso = isoOf(time);
  return iso === undefined ? EMPTY_VALUE : `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** A day (ms since the epoch, or a Date) as 'YYYY-MM-DD' in UTC. */
export function formatDateUtc(time: Date | number): string {
  return isoOf(time)?.slice(0, 10) ?? EMPTY_VALUE;
}

/** A whole count with thousands separators: 12345 → '12,345' ('-' when not a finite number). */
export function formatCount(value: NumericInput | null | undefined): string {
  const decimal = tryToDecimal(value);
  if (!isFiniteDecimal(decimal)) return EMPTY_VALUE;
  const whole = decimal.toDecimalPlaces(0).abs().toFixed(0);
  return `${decimal.isNegative() && whole !== '0' ? '-' : ''}${groupThousands(whole)}`;
}
