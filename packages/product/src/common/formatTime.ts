import { formatDateTimeUtc } from '@keel/core-math';
import type Decimal from 'decimal.js';

/** Unix seconds as 'YYYY-MM-DD HH:mm UTC' (the same on every machine). */
export function formatUnixSecondsUtc(seconds: Decimal | number): string {
  return formatDateTimeUtc(Number(seconds.toString()) * 1000);
}
