import type Decimal from 'decimal.js';

/** Unix seconds as 'YYYY-MM-DD HH:mm UTC' (the same on every machine). */
export function formatUnixSecondsUtc(seconds: Decimal | number): string {
  const ms = Number(seconds.toString()) * 1000;
  if (!Number.isFinite(ms)) return '-';
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
